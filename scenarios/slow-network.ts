import { defineScenario } from './scenario'

export const slowNetwork = defineScenario({
  name: 'slow-network',
  description: 'Every call takes two and a half seconds, to show loaders and pending states.',
  faults: [{ endpoint: '*', latencyMs: 2_500 }],
})
