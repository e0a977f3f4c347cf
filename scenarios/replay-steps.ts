import { z } from 'zod'

/**
 * What a borrower does in a replayed story, and what the screen must show after it: the steps a
 * QA replay walks through the real UI (`npm run scenario -- NAME`). Controls are found the way a
 * person finds them, by their role and name or by their label. What each step means, in every
 * runner, is written once: scenarios/replay-interpreter.ts.
 */

const note = z.string().min(1).optional()

export const replayStepSchema = z.discriminatedUnion('kind', [
  /** The page's main heading reads exactly this. */
  z.object({ kind: z.literal('expectHeading'), name: z.string().min(1), note }),
  /** This text is on screen. */
  z.object({ kind: z.literal('expectText'), text: z.string().min(1), note }),
  /** The address ends with this path (under the app's base), query excluded. */
  z.object({ kind: z.literal('expectPath'), endsWith: z.string(), note }),
  z.object({
    kind: z.literal('click'),
    role: z.enum(['button', 'link', 'radio', 'checkbox', 'option', 'tab']),
    name: z.string().min(1),
    note,
  }),
  z.object({ kind: z.literal('fill'), label: z.string().min(1), value: z.string(), note }),
  z.object({ kind: z.literal('select'), label: z.string().min(1), option: z.string(), note }),
  z.object({ kind: z.literal('check'), label: z.string().min(1), note }),
  /** A small PNG picture given to the file input (an ID upload). */
  z.object({ kind: z.literal('upload'), note }),
  /** The simulated clock moves on: the lender's scheduled work due by then runs. */
  z.object({ kind: z.literal('advanceClock'), ms: z.number().int().positive(), note }),
  z.object({ kind: z.literal('reload'), note }),
])
export type ReplayStep = z.infer<typeof replayStepSchema>

/** A duration as a report names it: '2 s', '10 min', '3 d'. */
export function formatDuration(ms: number): string {
  if (ms % 86_400_000 === 0) return `${ms / 86_400_000} d`
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`
  if (ms % 60_000 === 0) return `${ms / 60_000} min`
  if (ms % 100 === 0) return `${ms / 1_000} s`
  return `${ms} ms`
}
