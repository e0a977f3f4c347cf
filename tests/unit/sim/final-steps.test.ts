import type { FinalStepStatus } from '@contract/borrowers'
import type { ApplicationState } from '@contract/common'
import { finalStepsOf } from '@sim/borrower/final-steps'
import type { ApplicationRecord } from '@sim/core/models'
import { describe, expect, it } from 'vitest'

function at(
  state: ApplicationState,
  identity: FinalStepStatus,
  disbursement: FinalStepStatus = 'NOT_STARTED',
) {
  const dashboard = finalStepsOf({
    state,
    progress: { identity, disbursement },
  } as ApplicationRecord)
  return {
    status: dashboard.status,
    items: dashboard.items.map((item) => `${item.name}: ${item.status}`),
  }
}

describe('the final-steps checklist', () => {
  it.each([
    ['FINAL_STEPS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'],
    ['KYC_VERIFY', 'IN_PROGRESS', 'NOT_STARTED', 'NOT_STARTED', 'IN_PROGRESS'],
    ['KYC_VERIFY', 'PENDING', 'NOT_STARTED', 'NOT_STARTED', 'IN_PROGRESS'],
    ['SIGN_DOCS', 'COMPLETED', 'NOT_STARTED', 'NOT_STARTED', 'IN_PROGRESS'],
    ['WAITING_FOR_COLLATERAL', 'COMPLETED', 'COMPLETED', 'NOT_STARTED', 'IN_PROGRESS'],
    ['CRYPTO_FUNDING_VERIFY', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'IN_PROGRESS'],
  ] as const)(
    'in %s with identity %s: agreements %s, collateral %s, overall %s',
    (state, identity, agreements, collateral, overall) => {
      expect(at(state, identity)).toEqual({
        status: overall,
        items: [
          `Verify Identity: ${identity}`,
          'Disbursement Account: NOT_STARTED',
          `Review Agreements: ${agreements}`,
          `Post Collateral: ${collateral}`,
        ],
      })
    },
  )

  it.each([
    ['COMPLETED', 'COMPLETED', 'COMPLETED'],
    ['NOT_REQUIRED', 'COMPLETED', 'COMPLETED'],
    ['COMPLETED', 'NOT_REQUIRED', 'COMPLETED'],
    ['PENDING', 'COMPLETED', 'IN_PROGRESS'],
    ['COMPLETED', 'IN_PROGRESS', 'IN_PROGRESS'],
  ] as const)(
    'is complete only when every item is complete or not required (identity %s, disbursement %s: %s)',
    (identity, disbursement, overall) => {
      expect(at('COMPLETE', identity, disbursement).status).toBe(overall)
    },
  )
})
