import { isInternational, type PricingResidence } from './residence'
import { roundTo, roundToCents } from './rounding'

/**
 * The origination fee is charged on the cash drawn and capitalised into the loan
 * (core-journey §9). Percentages are percent (1 is 1 %).
 */
export type FeeRule =
  | { readonly kind: 'none' }
  | { readonly kind: 'percent'; readonly percent: number }
  /** The greater of the percentage and a dollar floor. */
  | { readonly kind: 'percentWithFloor'; readonly percent: number; readonly floorUsd: number }

export const DOMESTIC_FEE_PERCENT = 1
export const INTERNATIONAL_FEE_PERCENT = 1.5

const STATE_FEE_RULES: Readonly<Record<string, FeeRule>> = {
  AL: { kind: 'none' },
  KS: { kind: 'none' },
  MN: { kind: 'none' },
  NC: { kind: 'none' },
  WI: { kind: 'none' },
  NY: { kind: 'percent', percent: 0.85 },
  IA: { kind: 'percentWithFloor', percent: DOMESTIC_FEE_PERCENT, floorUsd: 30 },
  IN: { kind: 'percentWithFloor', percent: DOMESTIC_FEE_PERCENT, floorUsd: 200 },
  MI: { kind: 'percentWithFloor', percent: DOMESTIC_FEE_PERCENT, floorUsd: 400 },
  MO: { kind: 'percentWithFloor', percent: DOMESTIC_FEE_PERCENT, floorUsd: 100 },
  OH: { kind: 'percentWithFloor', percent: DOMESTIC_FEE_PERCENT, floorUsd: 250 },
}

export interface FeeRuleOptions {
  /** An organisation may price international loans differently (its pricingData). */
  internationalFeePercent?: number | undefined
}

export function feeRuleFor(residence: PricingResidence, options: FeeRuleOptions = {}): FeeRule {
  if (isInternational(residence)) {
    return {
      kind: 'percent',
      percent: options.internationalFeePercent ?? INTERNATIONAL_FEE_PERCENT,
    }
  }
  const stateRule = residence.state ? STATE_FEE_RULES[residence.state.toUpperCase()] : undefined
  return stateRule ?? { kind: 'percent', percent: DOMESTIC_FEE_PERCENT }
}

export interface OriginationFee {
  /** The fee as a percent of the cash drawn; above the nominal rate when a floor applies. */
  percent: number
  /** US dollars, rounded to cents. */
  amount: number
}

export function originationFee(drawAmount: number, rule: FeeRule): OriginationFee {
  const amount = roundToCents(feeAmountBeforeRounding(drawAmount, rule))
  const percent = drawAmount > 0 ? roundTo((amount / drawAmount) * 100, 4) : 0
  return { percent: rule.kind === 'none' ? 0 : percent, amount }
}

function feeAmountBeforeRounding(drawAmount: number, rule: FeeRule): number {
  switch (rule.kind) {
    case 'none':
      return 0
    case 'percent':
      return (drawAmount * rule.percent) / 100
    case 'percentWithFloor':
      return Math.max((drawAmount * rule.percent) / 100, rule.floorUsd)
  }
}

/** The principal: the cash drawn plus the capitalised fee. */
export function capitalisedAmount(drawAmount: number, rule: FeeRule): number {
  return roundToCents(drawAmount + originationFee(drawAmount, rule).amount)
}
