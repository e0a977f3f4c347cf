import { defineArea } from '../core/area'
import { createDemoOperations } from './demo-operations'

/** The demo's shortcuts: the lender's people decide now what the story left waiting. */
export const demoArea = defineArea({
  name: 'demo',
  operations: ({ context, store, machine, scheduler }) =>
    createDemoOperations(context, store, machine, scheduler),
})
