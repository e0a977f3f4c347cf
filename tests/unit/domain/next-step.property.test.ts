import { applicationStateSchema } from '@contract/common'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isNextStep, NEXT_STEP_POLL, nextStepFor, shouldPollAgain } from '@/domain/next-step'

/** Routing (core-journey §4) for any state the lender might report, known or not. */
describe('next-step routing properties', () => {
  const known = fc.constantFrom(...applicationStateSchema.options)

  it('sends every string, known state or not, to a screen the app has', () => {
    fc.assert(
      fc.property(
        fc.oneof(known, fc.string(), fc.constantFrom('__proto__', 'constructor')),
        (state) => {
          expect(isNextStep(nextStepFor(state))).toBe(true)
        },
      ),
    )
  })

  it('sends a state it does not know to the dashboard', () => {
    const unknown = fc
      .string()
      .filter((state) => !(applicationStateSchema.options as readonly string[]).includes(state))
    fc.assert(
      fc.property(unknown, (state) => {
        expect(nextStepFor(state)).toBe('dashboard')
      }),
    )
  })

  it('never polls past its limit, for any state', () => {
    fc.assert(
      fc.property(
        known,
        fc.integer({ min: NEXT_STEP_POLL.maxAttempts, max: 1_000 }),
        (state, answers) => {
          expect(shouldPollAgain(state, answers)).toBe(false)
        },
      ),
    )
  })
})
