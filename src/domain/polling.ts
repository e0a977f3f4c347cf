import type { ReportedApplicationState } from '@contract/common'

/**
 * How often a screen asks for the application's state again, from what it last heard: the
 * milliseconds to the next ask, or false to stop. Each screen has its own rule (core-journey
 * §4, §9); the one read of the state (src/api/queries/application.ts) takes it as a parameter.
 */
export type StatePoll = (heard: {
  state: ReportedApplicationState | undefined
  /** How many answers have come so far. */
  answers: number
}) => number | false

/** Asked once; a screen that follows the state by other means. */
export const askOnce: StatePoll = () => false
