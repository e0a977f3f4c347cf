import { formatLtv, formatPercent, formatUsd } from '@/domain/format'
import { LOAN_TERM_MONTHS } from '@/domain/pricing/loan-term'
import { DOMESTIC_FEE_PERCENT, INTERNATIONAL_FEE_PERCENT } from '@/domain/pricing/origination-fee'
import {
  LIQUIDATION_FEE_PERCENT,
  MARGIN_CURE_HOURS,
  MAX_INITIAL_LTV,
  RATE_TIERS,
} from '@/domain/pricing/rate-tiers'
import { DEFAULT_MAX_LOAN_AMOUNT, DEFAULT_MIN_LOAN_AMOUNT } from '@/domain/pricing/residence'

/**
 * Questions borrowers ask before applying. The wording is the product's own (the spec fixes
 * none of it), but every claim is one the specification makes, and every figure is read from
 * the pricing rules so the answers cannot drift from the offers. Where the specification is
 * silent, the answer sends the borrower to the support team rather than promise anything.
 */
export interface FaqEntry {
  id: string
  question: string
  answer: readonly string[]
}

const rateBands = RATE_TIERS.map((tier) =>
  tier.minLtv <= 0
    ? `a starting LTV up to ${formatLtv(tier.maxLtv)} is priced at ${formatPercent(tier.interestRate)}`
    : `above ${formatLtv(tier.minLtv)} up to ${formatLtv(tier.maxLtv)}, at ${formatPercent(tier.interestRate)}`,
).join('; ')

const thresholds = RATE_TIERS.map(
  (tier) =>
    `At ${formatPercent(tier.interestRate)}, you get a courtesy warning at ${formatLtv(tier.warningLtv)} LTV, a margin call at ${formatLtv(tier.marginCallLtv)}, and collateral is liquidated at ${formatLtv(tier.liquidationLtv)}.`,
)

export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'what-is-it',
    question: 'What is a crypto-backed loan?',
    answer: [
      'A loan backed by bitcoin (BTC) or ether (ETH) that you pledge as collateral. It is paid out in US dollars, or in USDC for international borrowers.',
    ],
  },
  {
    id: 'how-much',
    question: 'How much can I borrow?',
    answer: [
      `You can ask for ${formatUsd(DEFAULT_MIN_LOAN_AMOUNT)} to ${formatUsd(DEFAULT_MAX_LOAN_AMOUNT)} in cash; some states set a higher minimum. The amount also depends on the collateral you pledge: your starting loan-to-value (LTV) can be at most ${formatLtv(MAX_INITIAL_LTV)}.`,
    ],
  },
  {
    id: 'rate',
    question: 'How is my interest rate set?',
    answer: [
      `Your rate depends on your starting loan-to-value (LTV): the loan amount divided by the value of your collateral. ${capitalise(rateBands)}. Pledging more collateral for the same loan lowers your LTV and can lower your rate.`,
    ],
  },
  {
    id: 'credit-check',
    question: 'Is there a credit check?',
    answer: [
      'When you submit your details you agree to a soft credit check; the details form shows the notice that explains it. If your credit file is frozen or locked, we will ask you to lift the freeze or lock with the credit bureau before your application can go on.',
      'For any other question about credit checks, ask our support team.',
    ],
  },
  {
    id: 'term',
    question: 'How long is the loan and what will I pay?',
    answer: [
      `Every loan has a ${LOAN_TERM_MONTHS}-month term. Your offer shows the interest rate, the APR and the estimated monthly payment before you apply.`,
      'For questions about repaying your loan, ask our support team.',
    ],
  },
  {
    id: 'fees',
    question: 'What fees are there?',
    answer: [
      `There is an origination fee of ${formatPercent(DOMESTIC_FEE_PERCENT)} of the cash you borrow (${formatPercent(INTERNATIONAL_FEE_PERCENT)} for international borrowers). It is added to your loan balance rather than taken from the cash you receive. Some states charge no fee, a different percentage or a minimum dollar amount; your offer shows the fee that applies to you.`,
      `If collateral is liquidated, a ${formatPercent(LIQUIDATION_FEE_PERCENT)} liquidation processing fee applies. For any other question about fees, ask our support team.`,
    ],
  },
  {
    id: 'price-drop',
    question: 'What happens if the price of my crypto falls?',
    answer: [
      `As prices fall, your LTV rises. ${thresholds.join(' ')}`,
      `After a margin call you have ${MARGIN_CURE_HOURS} hours to cure it by bringing your LTV back down. Our support team can tell you how to cure a margin call and how a liquidation is carried out.`,
    ],
  },
  {
    id: 'custody',
    question: 'Where is my collateral held?',
    answer: [
      'You send your crypto to the custodian deposit address shown on the Post Collateral step. When your collateral is ready for release, you give a return wallet address and it is released to that address.',
      'For anything else about how your collateral is held, ask our support team.',
    ],
  },
  {
    id: 'how-fast',
    question: 'How quickly do I receive the cash?',
    answer: [
      'Once your application is complete and your collateral has been received, funds usually arrive within 3 to 5 business days. International borrowers are paid in USDC.',
    ],
  },
  {
    id: 'who-can-apply',
    question: 'Who can apply?',
    answer: [
      'You must be at least 18 years old and live in a state or country where we lend. You will need a government-issued ID, a Social Security number if you live in the US, and a personal bank account in your name (business accounts are not eligible), or a USDC wallet for international borrowers.',
    ],
  },
]

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The questions shown under the offer builder. */
export const faqPreviewIds = ['rate', 'fees', 'price-drop', 'credit-check'] as const
