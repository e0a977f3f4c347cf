import type { ReplayStep } from './replay-steps'
import { defineScenario, type Scenario } from './scenario'
import { caApplicationAt, danaWithDetails } from './story-parts'

/**
 * Stories that open on the collateral release screen (refinance-release-shell §2, §4): Dana's
 * California loan against 1 BTC, paid off and waiting for a return address, and what the lender
 * answers when she gives one.
 */

/** Where a release story opens: the scenario's first application's release screen. */
export const RELEASE_PATH = 'first-application/collateral-release'
export const RELEASE_HEADING = 'Release your collateral'

/** BIP-173's example P2WPKH: a well-formed mainnet Bitcoin address. */
export const BTC_RETURN_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
/** EIP-55's first example: an Ethereum address, which a Bitcoin loan cannot be returned to. */
export const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** The custodian sends released coins back two hours after a request on a business day. */
const RETURN_MS = 2 * 60 * 60 * 1_000

/** Paid off: the loan is COMPLETE and its 1 BTC waits in the COLLATERAL_RELEASE stage. */
const paidOff = caApplicationAt('COMPLETE', { stage: 'COLLATERAL_RELEASE', identity: 'COMPLETED' })

/** The borrower types the address, saves it and confirms it in the caution dialog. */
const giveAddress: readonly ReplayStep[] = [
  { kind: 'expectHeading', name: RELEASE_HEADING },
  { kind: 'fill', label: 'Return wallet address', value: BTC_RETURN_ADDRESS },
  { kind: 'click', role: 'button', name: 'Save Address' },
  { kind: 'expectText', text: 'Caution! Confirm Return Address' },
  { kind: 'click', role: 'button', name: 'Confirm' },
]

function releaseStory<const Name extends string>(
  name: Name,
  description: string,
  release: NonNullable<Scenario['decisions']>['release'],
  expected: string,
) {
  return defineScenario({
    name,
    description,
    world: { borrower: danaWithDetails, applications: [paidOff] },
    decisions: { release },
    replay: { path: RELEASE_PATH, steps: [...giveAddress, { kind: 'expectText', text: expected }] },
  })
}

export const releaseReady = defineScenario({
  name: 'release-ready',
  description:
    'A paid-off loan: the release screen with 1 BTC ready for release, asking for a return address. An address that cannot be a Bitcoin one is warned about before it can be confirmed.',
  world: { borrower: danaWithDetails, applications: [paidOff] },
  replay: {
    path: RELEASE_PATH,
    steps: [
      { kind: 'expectHeading', name: RELEASE_HEADING },
      { kind: 'expectText', text: '1.0000 BTC' },
      { kind: 'fill', label: 'Return wallet address', value: ETH_ADDRESS },
      { kind: 'click', role: 'button', name: 'Save Address' },
      { kind: 'expectText', text: 'This does not look like a BTC address' },
      { kind: 'fill', label: 'Return wallet address', value: BTC_RETURN_ADDRESS },
      { kind: 'click', role: 'button', name: 'Save Address' },
      { kind: 'expectText', text: 'Caution! Confirm Return Address' },
    ],
  },
})

export const releaseSuccess = defineScenario({
  name: 'release-success',
  description:
    'A paid-off loan: the release is accepted, and two hours later (within 1 business day) the custodian sends the 1 BTC back to the return address, a withdrawal in the transactions.',
  world: { borrower: danaWithDetails, applications: [paidOff] },
  decisions: { release: 'SUCCESS' },
  clockJumps: [{ label: 'Two hours later', advanceMs: RETURN_MS }],
  replay: {
    path: RELEASE_PATH,
    steps: [
      ...giveAddress,
      { kind: 'expectText', text: 'Release requested' },
      { kind: 'advanceClock', ms: RETURN_MS, note: 'the custodian sends the coins back' },
      { kind: 'reload' },
      { kind: 'expectText', text: 'Withdrawal' },
    ],
  },
})

export const releaseInvalidReturnAddress = releaseStory(
  'release-invalid-return-address',
  'A paid-off loan whose lender refuses the return address (error INVALID_RETURN_ADDRESS): the field is cleared to enter it again.',
  'INVALID_RETURN_ADDRESS',
  'Invalid address entered - enter again',
)

export const releaseWithdrawalFailed = releaseStory(
  'release-withdrawal-failed',
  'A paid-off loan whose release request ends in WITHDRAWAL_FAILED: nothing is sent and the borrower may try again.',
  'WITHDRAWAL_FAILED',
  'The release did not go through',
)

export const releaseNoCollateral = releaseStory(
  'release-no-collateral',
  'A paid-off loan whose release request ends in NO_COLLATERAL: the lender finds nothing held to release.',
  'NO_COLLATERAL',
  'No collateral to release',
)

export const releasePendingTransactions = releaseStory(
  'release-pending-transactions',
  'A paid-off loan whose release request ends in PENDING_TRANSACTIONS: transactions still in progress hold the release back.',
  'PENDING_TRANSACTIONS',
  'Transactions still in progress',
)

export const releaseDuplicateRequest = releaseStory(
  'release-duplicate-request',
  'A paid-off loan whose release request ends in DUPLICATE_REQUEST: the lender already has a release request on file.',
  'DUPLICATE_REQUEST',
  'Release already requested',
)

export const releaseNotReady = defineScenario({
  name: 'release-not-ready',
  description:
    'A funded loan still being repaid: the release screen shows the collateral held, Ready for Release N/A, and the address field read-only.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('COMPLETE', { stage: 'FINAL', identity: 'COMPLETED' })],
  },
  replay: {
    path: RELEASE_PATH,
    steps: [
      { kind: 'expectHeading', name: RELEASE_HEADING },
      { kind: 'expectText', text: 'N/A' },
    ],
  },
})

export const collateralReleaseScenarios = [
  releaseReady,
  releaseSuccess,
  releaseInvalidReturnAddress,
  releaseWithdrawalFailed,
  releaseNoCollateral,
  releasePendingTransactions,
  releaseDuplicateRequest,
  releaseNotReady,
] as const satisfies readonly Scenario[]
