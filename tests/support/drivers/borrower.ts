import type { ReplayStep } from '@scenarios/replay-steps'

/**
 * The one small interface every test driver is written against: a borrower who does a step
 * (clicks, types, chooses, ticks, uploads, reloads) or checks what the screen shows. The steps
 * are the scenario library's replay steps, so a story, a vitest test and a browser test walk
 * a screen with the same words. Each runner has an adapter: the app rendered in vitest
 * (rendered-app-borrower.ts) and a Playwright page (playwright-borrower.ts).
 */
export interface Borrower {
  do(step: ReplayStep): Promise<void>
}

/** Does each step in order; the first that does not hold fails, naming the step. */
export async function walk(borrower: Borrower, steps: readonly ReplayStep[]): Promise<void> {
  for (const step of steps) await borrower.do(step)
}
