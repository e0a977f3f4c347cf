import type { BankLinkItem } from '@contract/bank-link'
import type { FinalStepsDashboard } from '@contract/borrowers'
import type { Collateral } from '@contract/collateral'
import { formerLenderFields } from '@contract/former-lender'
import type { RefinanceApplication } from '@contract/refinance'
import type { Scenario } from '@scenarios/scenario'
import { answersOf, type ContractCall } from './match-contract'

/**
 * What the backend decided, as the answers show it: the soft credit pull's outcome (the state
 * it left the application in), identity verification in review, where a linked bank stands,
 * what a release request came to, and the refinance loans a Loan ID lookup found.
 */

type Decisions = NonNullable<Scenario['decisions']>

const SOFT_CREDIT_BY_STATE: Readonly<Record<string, Decisions['softCredit']>> = {
  SOFT_CREDIT_FROZEN: 'FROZEN',
  SOFT_CREDIT_LOCKED: 'LOCKED',
  SOFT_CREDIT_NO_MATCH: 'NO_MATCH',
  DECLINED: 'DECLINED',
}

function statesSeen(calls: readonly ContractCall[]): string[] {
  return calls.flatMap((call) => {
    const answer = call.answer as { state?: unknown } | unknown[] | null
    if (Array.isArray(answer)) {
      return answer.flatMap((item) =>
        typeof (item as { state?: unknown }).state === 'string'
          ? [(item as { state: string }).state]
          : [],
      )
    }
    return typeof answer?.state === 'string' ? [answer.state] : []
  })
}

export function inferDecisions(calls: readonly ContractCall[]): Decisions {
  const decisions: Decisions = {}

  const softCredit = statesSeen(calls)
    .map((state) => SOFT_CREDIT_BY_STATE[state])
    .filter((outcome) => outcome !== undefined)
    .at(-1)
  if (softCredit) decisions.softCredit = softCredit

  const identity = answersOf<FinalStepsDashboard>(calls, 'getFinalStepsDashboard')
    .at(-1)
    ?.items.find((item) => item.name === 'Verify Identity')?.status
  if (identity === 'PENDING') decisions.kyc = 'IN_REVIEW'

  const itemStatus = answersOf<BankLinkItem[]>(calls, 'listBankLinkItems').at(-1)?.at(-1)?.status
  if (itemStatus) decisions.bankLink = itemStatus

  // A refused release answers an error whose errorCode names it; a decided one is listed.
  const refused = calls
    .filter((call) => call.endpoint.id === 'releaseCollateral' && call.exchange.status >= 400)
    .map((call) => (call.exchange.responseBody as { errorCode?: unknown } | undefined)?.errorCode)
    .at(-1)
  const listed = answersOf<Collateral>(calls, 'getCollateral')
    .at(-1)
    ?.collateralReleaseResponses.at(-1)?.result
  if (refused === 'INVALID_RETURN_ADDRESS') decisions.release = 'INVALID_RETURN_ADDRESS'
  else if (listed) decisions.release = listed

  const found = [
    ...answersOf<{ applications: RefinanceApplication[] }>(calls, 'createRefinanceApplication'),
    ...answersOf<{ applications: RefinanceApplication[] }>(calls, 'listRefinanceApplications'),
  ].at(-1)?.applications
  if (found && found.length > 0) {
    decisions.refinanceLookup = {
      outcome: 'ELIGIBLE',
      loans: found.flatMap((app) => {
        const numbers = app[formerLenderFields.loanNumbers]
        const offer = app.selectedOffer ?? app.offers[0]
        if (!offer) return []
        return numbers.map((loanNumber) => ({
          loanNumber,
          coinType: offer.collateral.type,
          amount: offer.amount / numbers.length,
          coinQuantity: offer.collateralUnits / numbers.length,
        }))
      }),
    }
  }
  return decisions
}
