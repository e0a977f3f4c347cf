import { CHECKLIST_HEADING } from './replay-parts'
import type { ReplayStep } from './replay-steps'

/** Pieces of the checklist's tasks that replays put together in their own ways. */

/** On the final-steps checklist, one of its tasks started ('Verify Identity'). */
export function startChecklistTask(task: string): ReplayStep[] {
  return [
    { kind: 'expectHeading', name: CHECKLIST_HEADING },
    { kind: 'click', role: 'button', name: `Start ${task}` },
  ]
}

/** Each of `count` documents agreed to in turn with `button` (a renewal's read I accept). */
export function agreeToEachDocument(count: number, button = 'Agree'): ReplayStep[] {
  return Array.from({ length: count }, (_, index): ReplayStep[] => [
    { kind: 'expectText', text: `Document ${index + 1} of ${count}` },
    { kind: 'click', role: 'button', name: button },
  ]).flat()
}
