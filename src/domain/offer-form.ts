import type { SelectableCoinType } from '@contract/common'
import { z } from '@contract/zod'
import { firstMessages } from './form-messages'
import { formatCoin, formatUsd } from './format'
import { DEFAULT_MAX_LOAN_AMOUNT, DEFAULT_MIN_LOAN_AMOUNT } from './pricing/residence'

/**
 * The offer builder's form rules (core-journey.md §5 'Offer form'), with the spec's messages
 * word for word. Inputs are the strings the borrower typed; the parsed output is numbers.
 */

export const MAX_COLLATERAL_DECIMALS = 8
export const SELECTABLE_COINS: readonly SelectableCoinType[] = ['BTC', 'ETH']

export const offerFormMessages = {
  cashMissing: 'Enter an amount',
  cashMin: (amount: number) => `Amount minimum is ${formatUsd(amount, { cents: 'never' })}`,
  cashMax: (amount: number) => `Amount maximum is ${formatUsd(amount, { cents: 'never' })}`,
  collateralMissing: 'Enter an Amount',
  collateralDecimals: `Maximum of ${MAX_COLLATERAL_DECIMALS} decimal places.`,
  collateralMin: (quantity: number, type: string) =>
    `Min. ${formatCoin(quantity, type, { rounding: 'up' })}`,
  collateralType: 'Select a collateral type',
} as const

export interface OfferFormLimits {
  /** The residence's loan limits; the spec's defaults apply when the residence has none. */
  minLoanAmount?: number
  maxLoanAmount?: number
  /** The least quantity of each coin the lender accepts, from the prices call. */
  minCoinQuantity?: Partial<Record<SelectableCoinType, number>>
}

export interface OfferFormInput {
  /** 'BTC' or 'ETH'; empty before a choice. */
  collateralType: string
  collateralAmount: string
  cashToBorrow: string
}

export interface OfferFormValues {
  collateralType: SelectableCoinType
  collateralAmount: number
  cashToBorrow: number
}

/** '$25,000.50' or '25 000' -> 25000.5; anything that is not a plain number -> null. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '')
  if (!/^\d*\.?\d+$|^\d+\.$/.test(cleaned)) return null
  const value = Number(cleaned)
  return Number.isFinite(value) ? value : null
}

export function decimalPlaces(text: string): number {
  const [, fraction = ''] = text.trim().split('.')
  return fraction.length
}

export function loanLimits(limits: OfferFormLimits): { min: number; max: number } {
  return {
    min: limits.minLoanAmount ?? DEFAULT_MIN_LOAN_AMOUNT,
    max: limits.maxLoanAmount ?? DEFAULT_MAX_LOAN_AMOUNT,
  }
}

/** Ends a field's reading with the rule's message (the field's value stays unread). */
function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value })
  return z.NEVER
}

/**
 * A typed collateral quantity: a number (above zero unless zero is allowed: a renewal may add
 * none) with no more decimals than a coin takes.
 */
function collateralQuantity(
  text: string,
  ctx: z.core.ParsePayload,
  { zeroAllowed }: { zeroAllowed: boolean },
): number {
  const value = parseAmount(text)
  if (value === null || (!zeroAllowed && value <= 0)) {
    return refuse(ctx, offerFormMessages.collateralMissing)
  }
  if (decimalPlaces(text) > MAX_COLLATERAL_DECIMALS) {
    return refuse(ctx, offerFormMessages.collateralDecimals)
  }
  return value
}

export function createOfferFormSchema(limits: OfferFormLimits = {}) {
  const { min, max } = loanLimits(limits)
  return z
    .object({
      collateralType: z.pipe(
        z.string(),
        z.transform((text: string, ctx: z.core.ParsePayload): SelectableCoinType => {
          const coin = SELECTABLE_COINS.find((entry) => entry === text)
          if (coin) return coin
          return refuse(ctx, offerFormMessages.collateralType)
        }),
      ),
      collateralAmount: z.pipe(
        z.string(),
        z.transform((text: string, ctx: z.core.ParsePayload) => {
          return collateralQuantity(text, ctx, { zeroAllowed: false })
        }),
      ),
      cashToBorrow: z.pipe(
        z.string(),
        z.transform((text: string, ctx: z.core.ParsePayload) => {
          const value = parseAmount(text)
          if (value === null) {
            return refuse(ctx, offerFormMessages.cashMissing)
          }
          if (value < min) {
            return refuse(ctx, offerFormMessages.cashMin(min))
          }
          if (value > max) {
            return refuse(ctx, offerFormMessages.cashMax(max))
          }
          return value
        }),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        const minimum = limits.minCoinQuantity?.[values.collateralType]
        if (minimum !== undefined && values.collateralAmount < minimum) {
          ctx.addIssue({
            code: 'custom',
            path: ['collateralAmount'],
            message: offerFormMessages.collateralMin(minimum, values.collateralType),
          })
        }
      }),
    )
}

export type OfferFormSchema = ReturnType<typeof createOfferFormSchema>

/** The first message for each field, or nothing when the input is valid. */
export function offerFormErrors(
  input: OfferFormInput,
  limits: OfferFormLimits = {},
): Partial<Record<keyof OfferFormInput, string>> {
  return firstMessages<keyof OfferFormInput>(createOfferFormSchema(limits).safeParse(input))
}

/** Which warning banner the offer screen shows (core-journey.md §8), if any. */
export type OfferWarning = 'additional-collateral' | 'high-collateral'

export const offerWarningMessages: Record<OfferWarning, string> = {
  'additional-collateral':
    'Additional collateral is required to be eligible for an offer at the current cash to borrow amount.',
  'high-collateral':
    'This collateral amount is higher than what other borrowers typically pledge for similar sized loans.',
}

export const LOW_LTV_WARNING_THRESHOLD = 0.2

export function offerWarning(
  answer: { offers: readonly { ltv: number }[] } | undefined,
  options: { renewal?: boolean } = {},
): OfferWarning | null {
  if (!answer) return null
  const [offer] = answer.offers
  if (!offer) return 'additional-collateral'
  if (!options.renewal && offer.ltv < LOW_LTV_WARNING_THRESHOLD) return 'high-collateral'
  return null
}

/**
 * A renewal's offer form (core-journey §5: cash and collateral are not required for renewals).
 * The coin is the one the lender holds, the cash is the loan being renewed, and the one input
 * is the top-up: blank means none (0), otherwise a number of coins with limited decimals.
 */
export interface RenewalFormValues {
  topUpQuantity: number
}

export function createRenewalFormSchema() {
  return z.pipe(
    z.object({
      collateralType: z.string(),
      collateralAmount: z.pipe(
        z.string(),
        z.transform((text: string, ctx: z.core.ParsePayload) => {
          if (!text.trim()) return 0
          return collateralQuantity(text, ctx, { zeroAllowed: true })
        }),
      ),
      // Shown for the loan being renewed, never asked: any text (or none) is accepted.
      cashToBorrow: z.string(),
    }),
    z.transform(({ collateralAmount }): RenewalFormValues => ({ topUpQuantity: collateralAmount })),
  )
}

/** The renewal form's first message for each field, or nothing when it can be priced. */
export function renewalFormErrors(
  input: Partial<OfferFormInput>,
): Partial<Record<keyof OfferFormInput, string>> {
  return firstMessages<keyof OfferFormInput>(
    createRenewalFormSchema().safeParse({
      collateralType: input.collateralType ?? '',
      collateralAmount: input.collateralAmount ?? '',
      cashToBorrow: input.cashToBorrow ?? '',
    }),
  )
}
