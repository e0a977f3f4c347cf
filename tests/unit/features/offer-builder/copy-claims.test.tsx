// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatLtv, formatPercent, formatUsd } from '@/domain/format'
import { LOAN_TERM_MONTHS } from '@/domain/pricing/loan-term'
import {
  DOMESTIC_FEE_PERCENT,
  feeRuleFor,
  INTERNATIONAL_FEE_PERCENT,
} from '@/domain/pricing/origination-fee'
import { rateRows } from '@/domain/pricing/rate-rows'
import {
  LIQUIDATION_FEE_PERCENT,
  MARGIN_CURE_HOURS,
  MAX_INITIAL_LTV,
  RATE_TIERS,
  type RateTier,
} from '@/domain/pricing/rate-tiers'
import { DEFAULT_MAX_LOAN_AMOUNT, DEFAULT_MIN_LOAN_AMOUNT } from '@/domain/pricing/residence'
import { type FaqEntry, faqEntries, faqPreviewIds } from '@/features/faq/faq-content'
import { LearnMoreModal } from '@/features/offer-builder/components/learn-more-modal'
import { OfferFootnotes } from '@/features/offer-builder/components/offer-footnotes'
import { RateTable } from '@/features/offer-builder/components/rate-table'
import { TermsPanel } from '@/features/offer-builder/components/terms-panel'
import { pricedOffer } from './priced-offer'

/**
 * Promises neither specification makes: effect on a credit score, early repayment, what a
 * liquidation sells, how custody works, payments that never change. Where the specification
 * is silent the copy sends the borrower to the support team instead.
 */
const unsupportedClaims = [
  'credit score',
  'no impact',
  'not affect',
  "won't affect",
  'repay early',
  'early repayment',
  'at any time',
  'prepay',
  'penalt',
  'sell',
  'sold',
  'upside',
  'qualified custodian',
  'dedicated',
  'life of the loan',
  'stays there',
  'fixed monthly',
  'good standing',
  'guarantee',
  'add collateral or',
  'pay down',
  'repay part',
]

function faqText(entry: FaqEntry): string {
  return [entry.question, ...entry.answer].join(' ')
}

function renderedText(element: React.ReactElement): string {
  const { container } = render(element)
  const text = container.textContent ?? ''
  cleanup()
  return text
}

afterEach(cleanup)

describe('copy makes no promise the specification does not make', () => {
  const offer = pricedOffer(60_000, 'CA')
  const sources: [string, () => string][] = [
    ...faqEntries.map((entry): [string, () => string] => [`FAQ ${entry.id}`, () => faqText(entry)]),
    [
      'rate table',
      () =>
        renderedText(
          <RateTable
            rows={rateRows({
              coinQuantity: 1,
              valueOfOne: 100_000,
              feeRule: feeRuleFor({ state: 'CA' }),
              minLoanAmount: DEFAULT_MIN_LOAN_AMOUNT,
              maxLoanAmount: DEFAULT_MAX_LOAN_AMOUNT,
            })}
            coinType="BTC"
            activeIndex={1}
            loading={false}
          />,
        ),
    ],
    [
      'terms panel',
      () => renderedText(<TermsPanel state={{ kind: 'offer', offer, updating: false }} />),
    ],
    ['terms panel, empty', () => renderedText(<TermsPanel state={{ kind: 'empty' }} />)],
    ['footnotes with an offer', () => renderedText(<OfferFootnotes offer={offer} />)],
    [
      'footnotes with no fee',
      () => renderedText(<OfferFootnotes offer={pricedOffer(10_000, 'AL')} />),
    ],
    ['footnotes before an offer', () => renderedText(<OfferFootnotes offer={undefined} />)],
    ['Learn more modal', () => renderedText(<LearnMoreModal open onClose={() => {}} />)],
  ]

  it.each(sources)('%s', (_name, textOf) => {
    const text = textOf().toLowerCase()
    expect(text.length).toBeGreaterThan(0)
    for (const claim of unsupportedClaims) expect(text).not.toContain(claim)
  })

  it('points to the support team where the specification is silent', () => {
    const byId = new Map(faqEntries.map((entry) => [entry.id, faqText(entry)]))
    for (const id of ['credit-check', 'term', 'fees', 'price-drop', 'custody']) {
      expect(byId.get(id)).toMatch(/support team/)
    }
    expect(renderedText(<LearnMoreModal open onClose={() => {}} />)).toMatch(/support team/)
  })

  it('keeps the questions under the offer builder among the FAQ', () => {
    const ids = new Set(faqEntries.map((entry) => entry.id))
    for (const id of faqPreviewIds) expect(ids.has(id)).toBe(true)
  })
})

/** Every figure the pricing rules own, as the FAQ must show it. */
function ruleFigures(): Set<string> {
  const figures = new Set<string>([
    formatUsd(DEFAULT_MIN_LOAN_AMOUNT),
    formatUsd(DEFAULT_MAX_LOAN_AMOUNT),
    formatLtv(MAX_INITIAL_LTV),
    formatPercent(DOMESTIC_FEE_PERCENT),
    formatPercent(INTERNATIONAL_FEE_PERCENT),
    formatPercent(LIQUIDATION_FEE_PERCENT),
    `${LOAN_TERM_MONTHS}-month`,
    `${MARGIN_CURE_HOURS} hours`,
  ])
  for (const tier of RATE_TIERS) {
    figures.add(formatPercent(tier.interestRate))
    for (const ltv of [tier.minLtv, tier.maxLtv, tier.warningLtv, tier.marginCallLtv]) {
      figures.add(formatLtv(ltv))
    }
    figures.add(formatLtv(tier.liquidationLtv))
  }
  return figures
}

/** Figures in core-journey §9 that no pricing rule holds: the minimum age and payout time. */
const specFigures = new Set(['18 years', '3 to 5 business days'])

/** Each figure in a text: money, percentages, and numbers with the unit that follows them. */
function figuresIn(text: string): string[] {
  return (
    text.match(
      /\$[\d,]+(?:\.\d+)?|[\d.,]*\d%|\d+ to \d+ business days|\d+(?:-month| hours| years)|\d+/g,
    ) ?? []
  )
}

describe('FAQ figures are the pricing rules’ own', () => {
  const all = faqEntries.map(faqText).join(' ')

  it('shows no figure the rules or §9 do not hold', () => {
    const allowed = ruleFigures()
    const figures = figuresIn(all)
    expect(figures.length).toBeGreaterThan(5)
    for (const figure of figures) {
      expect(allowed.has(figure) || specFigures.has(figure), `figure ${figure}`).toBe(true)
    }
  })

  it.each([
    [
      'how-much',
      [
        formatUsd(DEFAULT_MIN_LOAN_AMOUNT),
        formatUsd(DEFAULT_MAX_LOAN_AMOUNT),
        formatLtv(MAX_INITIAL_LTV),
      ],
    ],
    [
      'rate',
      RATE_TIERS.flatMap((tier) => [formatPercent(tier.interestRate), formatLtv(tier.maxLtv)]),
    ],
    ['term', [`${LOAN_TERM_MONTHS}-month`]],
    [
      'fees',
      [
        formatPercent(DOMESTIC_FEE_PERCENT),
        formatPercent(INTERNATIONAL_FEE_PERCENT),
        formatPercent(LIQUIDATION_FEE_PERCENT),
      ],
    ],
    [
      'price-drop',
      [
        `${MARGIN_CURE_HOURS} hours`,
        ...RATE_TIERS.flatMap((tier) => [
          formatLtv(tier.warningLtv),
          formatLtv(tier.marginCallLtv),
          formatLtv(tier.liquidationLtv),
        ]),
      ],
    ],
  ] as const)('the %s answer shows the rule values', (id, expected) => {
    const entry = faqEntries.find((candidate) => candidate.id === id)
    expect(entry, id).toBeDefined()
    const figures = figuresIn(faqText(entry!))
    for (const figure of expected) expect(figures).toContain(figure)
  })

  it('follows the rules when they change', async () => {
    const tiers: RateTier[] = [
      {
        ...RATE_TIERS[0]!,
        interestRate: 7.25,
        maxLtv: 0.45,
        warningLtv: 0.72,
        marginCallLtv: 0.78,
      },
      { ...RATE_TIERS[1]!, interestRate: 10.125, minLtv: 0.45, maxLtv: 0.7 },
    ]
    vi.resetModules()
    vi.doMock('@/domain/pricing/rate-tiers', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      RATE_TIERS: tiers,
      MAX_INITIAL_LTV: 0.7,
      MARGIN_CURE_HOURS: 36,
      LIQUIDATION_FEE_PERCENT: 2.5,
    }))
    vi.doMock('@/domain/pricing/loan-term', () => ({ LOAN_TERM_MONTHS: 24 }))
    vi.doMock('@/domain/pricing/residence', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      DEFAULT_MIN_LOAN_AMOUNT: 7_500,
    }))
    try {
      const changed = await import('@/features/faq/faq-content')
      const text = changed.faqEntries.map(faqText).join(' ')
      for (const figure of [
        '7.25%',
        '10.125%',
        '45.0%',
        '70.0%',
        '72.0%',
        '78.0%',
        '36 hours',
        '2.5%',
        '24-month',
        '$7,500',
      ]) {
        expect(text).toContain(figure)
      }
      for (const stale of ['8.91%', '11.5%', '75.0%', '48 hours', '12-month', '$5,000']) {
        expect(text).not.toContain(stale)
      }
    } finally {
      vi.doUnmock('@/domain/pricing/rate-tiers')
      vi.doUnmock('@/domain/pricing/loan-term')
      vi.doUnmock('@/domain/pricing/residence')
      vi.resetModules()
    }
  })
})
