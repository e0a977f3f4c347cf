import {
  type BankAccountByHand,
  CHECKLIST_HEADING,
  confirmCollateralSent,
  enterBankAccount,
  signAgreements,
  uploadIdentity,
} from '@scenarios/replay-parts'
import type { ReplayStep } from '@scenarios/replay-steps'
import { ID_TYPE_OPTIONS } from '@/features/identity/identity-documents'
import type { ContractCall } from './match-contract'

/**
 * A recording that walked the checklist (core-journey §2, §4: the identity, the disbursement
 * account, the agreements, the collateral) as a story that walks it again. The replay opens
 * where the recording began and makes the recording's changes in its order, each from the page
 * it belongs to and with the values the recording sent (already replaced): it goes from the
 * checklist to that page, checks the page shows, does what the borrower did there, and checks
 * the checklist the borrower came back to. A page that no longer shows, or a change the screen
 * no longer makes, stops the replay there.
 */

/** The changes a walk makes again, by the contract's name for their call. */
const WALKED = [
  'uploadIdentityDocument',
  'setManualDisbursementAccount',
  'signDocument',
  'confirmCollateralSent',
] as const
type Walked = (typeof WALKED)[number]

function isWalked(call: ContractCall): call is ContractCall & { endpoint: { id: Walked } } {
  return (WALKED as readonly string[]).includes(call.endpoint.id)
}

/** The changes of the recording, in order, that a walk makes again (the lender took them). */
export function walkedChanges(calls: readonly ContractCall[]): ContractCall[] {
  return calls.filter((call) => isWalked(call) && call.exchange.status < 400)
}

/** The ID type as the identity screen names it; a driver's license when the recording hid it. */
function idTypeLabel(call: ContractCall): string {
  const chosen = (call.exchange.requestBody as { documentType?: string } | undefined)?.documentType
  const option = ID_TYPE_OPTIONS.find(({ value }) => value === chosen) ?? ID_TYPE_OPTIONS[0]
  return option?.label ?? "Driver's license"
}

/** One visit of the borrower to a page of the checklist: the changes made there, together. */
interface Visit {
  change: Walked
  calls: ContractCall[]
}

/** Consecutive changes of one kind are one visit (the agreements are signed one after another). */
function visits(changes: readonly ContractCall[]): Visit[] {
  const out: Visit[] = []
  for (const call of changes) {
    const last = out.at(-1)
    if (last && last.change === call.endpoint.id) last.calls.push(call)
    else if (isWalked(call)) out.push({ change: call.endpoint.id, calls: [call] })
  }
  return out
}

function stepsOf(visit: Visit): readonly ReplayStep[] {
  const first = visit.calls[0] as ContractCall
  switch (visit.change) {
    case 'uploadIdentityDocument':
      return uploadIdentity(idTypeLabel(first))
    case 'setManualDisbursementAccount':
      return enterBankAccount(first.exchange.requestBody as BankAccountByHand)
    case 'signDocument':
      return signAgreements(visit.calls.length)
    case 'confirmCollateralSent':
      return confirmCollateralSent
  }
}

/** Whole seconds, rounded up, between two moments of the recording. */
function secondsBetween(from: ContractCall, to: ContractCall): number {
  const ms = Date.parse(to.exchange.startedAt) - Date.parse(from.exchange.startedAt)
  return Math.ceil(Math.max(0, ms) / 1_000)
}

/**
 * The walk's steps: the checklist the recording opened on, then each visit. The time the
 * recording took between two visits passes on the simulated lender's clock first, so the work
 * it scheduled (the identity check) is done by then, as it was in the recording.
 */
export function inferWalk(changes: readonly ContractCall[]): ReplayStep[] {
  const steps: ReplayStep[] = [
    { kind: 'expectHeading', name: CHECKLIST_HEADING, note: 'the page the recording opened on' },
  ]
  let previous: ContractCall | undefined
  for (const visit of visits(changes)) {
    const first = visit.calls[0] as ContractCall
    const waited = previous ? secondsBetween(previous, first) : 0
    if (waited > 1) {
      steps.push(
        { kind: 'advanceClock', ms: waited * 1_000, note: 'the time the recording took' },
        { kind: 'reload' },
        { kind: 'expectHeading', name: CHECKLIST_HEADING },
      )
    }
    steps.push(...stepsOf(visit))
    previous = visit.calls.at(-1)
  }
  return steps
}
