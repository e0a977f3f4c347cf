/**
 * Questions borrowers ask before applying. The wording is the product's own (the spec fixes
 * none of it); answers use the figures of core-journey.md §9.
 */
export interface FaqEntry {
  id: string
  question: string
  answer: readonly string[]
}

export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'what-is-it',
    question: 'What is a crypto-backed loan?',
    answer: [
      'A crypto-backed loan lets you borrow US dollars using your bitcoin (BTC) or ether (ETH) as collateral, without selling it. You keep the upside if the price rises, and your crypto is returned once the loan is repaid.',
    ],
  },
  {
    id: 'how-much',
    question: 'How much can I borrow?',
    answer: [
      'Loans start at $5,000 and go up to $1,000,000. Some states set a higher minimum. The amount you can borrow also depends on how much collateral you pledge: your starting loan-to-value (LTV) can be at most 75%.',
    ],
  },
  {
    id: 'rate',
    question: 'How is my interest rate set?',
    answer: [
      'Your rate depends on your loan-to-value: the loan amount divided by the value of your collateral. A starting LTV of up to 50% gets our lowest rate; up to 75% gets a higher rate. Pledging more collateral for the same loan can lower your rate.',
    ],
  },
  {
    id: 'credit-score',
    question: 'Will checking my rate affect my credit score?',
    answer: [
      'No. Seeing your offer does not involve a credit check. When you apply, we run a soft credit inquiry, which does not affect your credit score.',
    ],
  },
  {
    id: 'term',
    question: 'How long is the loan and how do I repay it?',
    answer: [
      'Loans have a 12-month term with fixed monthly payments. You can repay early at any time; once the loan is paid off, your collateral is returned to you.',
    ],
  },
  {
    id: 'fees',
    question: 'What fees are there?',
    answer: [
      'There is an origination fee, usually 1% of the loan (1.5% for international borrowers), which is added to your loan balance rather than taken from the cash you receive. Some states set a different fee. If collateral ever has to be liquidated, a 2% processing fee applies.',
    ],
  },
  {
    id: 'price-drop',
    question: 'What happens if the price of my crypto falls?',
    answer: [
      'As prices fall, your LTV rises. We send you a courtesy notice before you reach a threshold. At the margin call level (80% or 85%, depending on your rate) you have 48 hours to add collateral or pay down part of the loan.',
      'If your LTV reaches 90%, enough collateral is sold to bring the loan back into good standing.',
    ],
  },
  {
    id: 'custody',
    question: 'Where is my collateral held?',
    answer: [
      'You send your crypto to a dedicated deposit address with a qualified custodian. It stays there for the life of the loan and is returned to the wallet address you give us when the loan ends.',
    ],
  },
  {
    id: 'how-fast',
    question: 'How quickly do I receive the cash?',
    answer: [
      'Once your application is complete and your collateral has arrived, funds are usually in your bank account within 3 to 5 business days. International borrowers are paid in USDC.',
    ],
  },
  {
    id: 'who-can-apply',
    question: 'Who can apply?',
    answer: [
      'You must be at least 18 years old and live in a state or country where we lend. You will need a government-issued ID and a bank account in your name (or a USDC wallet for international borrowers).',
    ],
  },
]

/** The questions shown under the offer builder. */
export const faqPreviewIds = ['rate', 'credit-score', 'price-drop', 'fees'] as const
