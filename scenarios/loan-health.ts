import type { ReplayStep } from './replay-steps'
import { defineScenario, type Scenario } from './scenario'
import { caApplicationAt, danaWithDetails } from './story-parts'

/**
 * Stories after funding, told by the price of bitcoin (core-journey §9). Dana's loan is $45,450
 * (cash $45,000 and the 1 % fee) against 1 BTC at $97,250: 46.7 % LTV in the 8.91 % tier, with
 * its LTV warning at $60,600, its margin call at $56,812.50 and liquidation at $50,500.
 */

const HOUR_MS = 60 * 60 * 1000
const START_PRICE = 97_250

const fundedLoan = caApplicationAt('COMPLETE', {
  stage: 'FINAL',
  identity: 'COMPLETED',
  offerRequest: { requestedAmount: 45_000, collateralType: 'BTC', coinQuantity: 1 },
})

const world = (pricePath: { atHours: number; price: number }[]) => ({
  borrower: danaWithDetails,
  prices: { BTC: START_PRICE },
  applications: [fundedLoan],
  pricePaths: { BTC: pricePath },
})

/** A fall of 43 % over three days: the margin call comes about 69 hours in. */
const fallToMarginCall = [
  { atHours: 0, price: START_PRICE },
  { atHours: 72, price: 55_000 },
]

const openDashboard = { kind: 'expectHeading', name: 'Your dashboard' } as const
/** Days later the session has expired (8 hours): the borrower comes back and signs in again. */
const comeBackLater = [
  { kind: 'reload' },
  { kind: 'click', role: 'link', name: 'Login', note: 'the session expired meanwhile' },
  { kind: 'click', role: 'button', name: 'Continue as Dana Whitfield' },
  openDashboard,
] as const
const threeDaysLater = {
  kind: 'advanceClock',
  ms: 72 * HOUR_MS,
  note: 'three days: bitcoin falls',
} as const
/** Three days of the fall, then the borrower back on the dashboard. */
const backThreeDaysLater = [threeDaysLater, ...comeBackLater] as const

/** A replay that opens on the dashboard, then takes these steps. */
function onTheDashboard(...steps: ReplayStep[]) {
  return { path: 'dashboard', steps: [openDashboard, ...steps] }
}

export const btcFallsToCourtesyNotice = defineScenario({
  name: 'btc-falls-to-courtesy-notice',
  description:
    'A funded loan at 46.7 % LTV; bitcoin falls 35 % over three days and the loan comes within 5 points of its LTV warning line: the dashboard shows a courtesy notice.',
  world: world([
    { atHours: 0, price: START_PRICE },
    { atHours: 72, price: 63_000 },
  ]),
  replay: onTheDashboard(
    { kind: 'expectText', text: 'Below the warning line' },
    ...backThreeDaysLater,
    { kind: 'expectText', text: 'Courtesy notice' },
    { kind: 'expectText', text: 'within 5 points of its LTV warning line' },
  ),
})

export const marginCallCuredByCollateral = defineScenario({
  name: 'margin-call-cured-by-collateral',
  description:
    'Bitcoin falls 43 % over three days and the loan is margin-called; twelve hours later the borrower sends the coins the dashboard asks for and the call is cleared.',
  world: world(fallToMarginCall),
  decisions: { marginCure: { by: 'COLLATERAL', afterHours: 12 } },
  replay: onTheDashboard(
    ...backThreeDaysLater,
    { kind: 'expectText', text: 'It must be cured within 48 hours' },
    { kind: 'expectText', text: 'Time left to cure' },
    { kind: 'expectText', text: 'to this loan’s deposit address' },
    { kind: 'advanceClock', ms: 12 * HOUR_MS, note: 'the borrower sends more bitcoin' },
    ...comeBackLater,
    { kind: 'expectText', text: '1.1018 BTC', note: 'the collateral after the cure' },
    { kind: 'expectText', text: 'Courtesy notice', note: 'the call is cleared, at 75 % LTV' },
  ),
})

export const marginCallCuredByPayment = defineScenario({
  name: 'margin-call-cured-by-payment',
  description:
    'Bitcoin falls 43 % over three days and the loan is margin-called; twelve hours later the borrower repays the amount the dashboard shows and the call is cleared.',
  world: world(fallToMarginCall),
  decisions: { marginCure: { by: 'PAYMENT', afterHours: 12 } },
  replay: onTheDashboard(
    ...backThreeDaysLater,
    { kind: 'expectText', text: 'Or repay' },
    { kind: 'advanceClock', ms: 12 * HOUR_MS, note: 'the borrower repays part of the loan' },
    ...comeBackLater,
    { kind: 'expectText', text: '$41,250', note: 'the balance after the payment' },
  ),
})

export const marginCallLiquidated = defineScenario({
  name: 'margin-call-liquidated',
  description:
    'Bitcoin falls 43 % over three days, the loan is margin-called and nothing is done within the 48 hours: the loan is liquidated.',
  world: world(fallToMarginCall),
  replay: onTheDashboard(
    ...backThreeDaysLater,
    { kind: 'expectText', text: 'Time left to cure' },
    { kind: 'advanceClock', ms: 48 * HOUR_MS, note: 'the cure window closes' },
    ...comeBackLater,
    { kind: 'expectText', text: 'This loan was liquidated' },
  ),
})

export const rebalancingOffered = defineScenario({
  name: 'rebalancing-offered',
  description:
    'Bitcoin rises 44 % over two days and the loan’s LTV falls below 35 %: the dashboard says the loan can be rebalanced.',
  world: world([
    { atHours: 0, price: START_PRICE },
    { atHours: 48, price: 140_000 },
  ]),
  replay: onTheDashboard(
    { kind: 'advanceClock', ms: 48 * HOUR_MS, note: 'two days: bitcoin rises' },
    ...comeBackLater,
    { kind: 'expectText', text: 'so it can be rebalanced' },
  ),
})

export const loanHealthScenarios = [
  btcFallsToCourtesyNotice,
  marginCallCuredByCollateral,
  marginCallCuredByPayment,
  marginCallLiquidated,
  rebalancingOffered,
] as const satisfies readonly Scenario[]
