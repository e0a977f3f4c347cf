import type { CollateralReleaseResult } from '@contract/collateral'
import { releaseErrorBodySchema } from '@contract/collateral'
import type { ApplicationState, CoinType, Stage } from '@contract/common'
import { z } from '@contract/zod'

/**
 * The collateral release rules (refinance-release-shell §2, §4, §5, §8, §9). The address codecs
 * live apart, in return-address.ts, so the dashboard can ask whether a loan's collateral can be
 * released without loading them.
 */

/** Coin quantities in the release table (§9). */
export const RELEASE_TABLE_DECIMALS = 4

/** Estimated Timing of Return (§2, §9). */
export const ESTIMATED_RETURN = 'Within 1 business day of providing the return address'

/** The error code the lender names when it refuses the address (§8). */
export const INVALID_RETURN_ADDRESS = 'INVALID_RETURN_ADDRESS'

export const RELEASE_MESSAGES = {
  /** §5, word for word. */
  required: 'Wallet address is required.',
  /** §8, word for word: the field is cleared. */
  invalidAddress: 'Invalid address entered - enter again',
  /** §8, word for word: any other release error. */
  unexpected: 'Something unexpected happened. Try again',
  /** Said before the borrower can confirm an address the coin cannot receive. */
  wrongForCoin: (coin: CoinType) =>
    `This does not look like a ${coin} address. Check it again: collateral sent to a mistyped address is lost for good.`,
  /** The warning under the field (§2). */
  doubleCheck:
    'Double-check the address before you save it. Collateral sent to a mistyped address is lost permanently and cannot be recovered.',
} as const

/** The return address as the form holds it: required, trimmed (§5). */
export const returnAddressSchema = z
  .string()
  .check(z.trim())
  .check(z.minLength(1, RELEASE_MESSAGES.required))

/**
 * A loan whose collateral can be released: paid off (COMPLETE) and in the COLLATERAL_RELEASE
 * stage. The lender's readyForRelease says the same for one application; the dashboard, which
 * lists state and stage only, reads it from these.
 */
export function isReleaseStage(application: {
  state: ApplicationState | string
  stage: Stage | string
}) {
  return application.state === 'COMPLETE' && application.stage === 'COLLATERAL_RELEASE'
}

export type ReleaseOutcome =
  | { kind: 'sent'; title: string; message: string }
  | { kind: 'not-sent'; title: string; message: string }
  | { kind: 'invalid-address'; message: string }

/**
 * What the screen says for each result (§3). The spec gives no wording: each says what happened
 * and what to do next, and promises nothing beyond the spec's own timing.
 */
export function releaseOutcome(
  result: CollateralReleaseResult,
  supportPhone: string,
): ReleaseOutcome {
  switch (result) {
    case 'SUCCESS':
      return {
        kind: 'sent',
        title: 'Release requested',
        message:
          'We have your return address and your release request. The return shows in the transactions below once it is sent.',
      }
    case 'DUPLICATE_REQUEST':
      return {
        kind: 'sent',
        title: 'Release already requested',
        message: `A release of this collateral was already requested, so this request was not sent again. The earlier request stands; to change its address, contact support at ${supportPhone}.`,
      }
    case 'WITHDRAWAL_FAILED':
      return {
        kind: 'not-sent',
        title: 'The release did not go through',
        message: `Your collateral was not sent and is still held. Try again later, or contact support at ${supportPhone}.`,
      }
    case 'NO_COLLATERAL':
      return {
        kind: 'not-sent',
        title: 'No collateral to release',
        message: `We found no collateral held for this loan, so nothing was sent. If you think this is wrong, contact support at ${supportPhone}.`,
      }
    case 'PENDING_TRANSACTIONS':
      return {
        kind: 'not-sent',
        title: 'Transactions still in progress',
        message:
          'Your collateral has transactions still being processed, so it cannot be released yet. Nothing was sent; try again once they are complete.',
      }
    case 'INVALID_ADDRESS':
      return { kind: 'invalid-address', message: RELEASE_MESSAGES.invalidAddress }
  }
}

/** The message for a refused release request: the lender's error code decides (§8). */
export function releaseErrorMessage(body: unknown): string {
  const parsed = releaseErrorBodySchema.safeParse(body)
  return parsed.success && parsed.data.errorCode === INVALID_RETURN_ADDRESS
    ? RELEASE_MESSAGES.invalidAddress
    : RELEASE_MESSAGES.unexpected
}

/** Whether a refusal means the address itself was refused (the field is cleared). */
export function isInvalidAddressError(body: unknown): boolean {
  return releaseErrorMessage(body) === RELEASE_MESSAGES.invalidAddress
}
