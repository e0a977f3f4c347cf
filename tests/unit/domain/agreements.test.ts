import type { FinalStepsDashboard } from '@contract/borrowers'
import { describe, expect, it } from 'vitest'
import {
  afterSigning,
  documentPosition,
  hasCollateralDue,
  shouldRefetchUnsigned,
  signedNotice,
  unsignedNotice,
  withAgreementSigned,
  withoutSigned,
} from '@/domain/agreements'

const quantity = (coinQuantity: number) => ({ coinQuantity })

describe('where the borrower goes after the last document (core-journey §2)', () => {
  it.each([
    ['a new loan', false, null, null, 'next-steps'],
    ['a new loan with collateral due', false, 0.5, null, 'next-steps'],
    ['a renewal with collateral due', true, 0.5, null, 'collateral'],
    ['a renewal with a top-up left', true, null, 0.1, 'collateral'],
    ['a renewal with nothing due', true, 0, 0, 'complete'],
    ['a renewal with no collateral figures', true, null, null, 'complete'],
  ] as const)('%s goes to %s', (_name, isRollForward, due, topUp, expected) => {
    const application = {
      isRollForward,
      collateral: due === null ? null : { remainingCoinAmountDue: quantity(due) },
      rollForwardLoanDetails:
        topUp === null
          ? null
          : {
              topUpAmount: quantity(topUp),
              collateral: { coinQuantity: 1, type: 'BTC' as const },
              remainingTopUpAmount: quantity(topUp),
            },
    }
    expect(afterSigning(application)).toBe(expected)
    expect(hasCollateralDue(application)).toBe(expected === 'collateral' || (due ?? 0) > 0)
  })
})

describe('the checklist while signing (core-journey §4)', () => {
  const checklist: FinalStepsDashboard = {
    status: 'IN_PROGRESS',
    items: [
      { name: 'Verify Identity', status: 'COMPLETED' },
      { name: 'Review Agreements', status: 'NOT_STARTED' },
    ],
  }
  it.each([
    [false, 'IN_PROGRESS'],
    [true, 'PENDING'],
  ] as const)('last=%s sets Review Agreements to %s, leaving the rest', (last, status) => {
    const next = withAgreementSigned(checklist, last)
    expect(next.items).toEqual([
      { name: 'Verify Identity', status: 'COMPLETED' },
      { name: 'Review Agreements', status },
    ])
    expect(checklist.items[1]?.status).toBe('NOT_STARTED')
  })

  it('adds Review Agreements when the lender did not list it', () => {
    const next = withAgreementSigned({ status: 'NOT_STARTED', items: [] }, true)
    expect(next.items).toEqual([{ name: 'Review Agreements', status: 'PENDING' }])
  })
})

describe('asking again for documents not ready yet (core-journey §9: at most 5 refetches)', () => {
  it.each([
    [0, 1, true],
    [0, 5, true],
    [0, 6, false],
    [3, 1, false],
  ])('%i documents after %i fetches: ask again = %s', (length, fetches, expected) => {
    expect(shouldRefetchUnsigned(length, fetches)).toBe(expected)
  })
})

describe('the page indicator counts the signed documents (a reload says what the page said)', () => {
  const [a, b, c] = [{ uuid: 'a' }, { uuid: 'b' }, { uuid: 'c' }]
  it.each([
    ['none signed', [a, b, c], [a, b, c], 'Document 1 of 3'],
    ['the first signed', [a, b, c], [b, c], 'Document 2 of 3'],
    ['two signed', [a, b, c], [c], 'Document 3 of 3'],
    ['one document', [a], [a], 'Document 1 of 1'],
    ['the full list read before the last was made', [a], [b, c], 'Document 2 of 3'],
    ['the full list not read', [], [b, c], 'Document 1 of 2'],
  ])('%s: %s', (_case, all, unsigned, expected) => {
    expect(documentPosition(all, unsigned)).toBe(expected)
  })

  it('a signed document leaves the list of those left', () => {
    expect(withoutSigned([a, b, c], 'a')).toEqual([b, c])
    expect(withoutSigned([b, c], 'a')).toEqual([b, c])
  })
})

describe('the notices of signing', () => {
  it.each([
    {
      name: 'Truth in Lending Disclosure',
      last: false,
      title: 'Truth in Lending Disclosure is signed',
    },
    { name: 'Loan and Security Agreement', last: true, title: 'Every document is signed' },
  ])('signing $name (last: $last) says "$title"', ({ name, last, title }) => {
    expect(signedNotice(name, last)).toEqual({ tone: 'success', title })
  })

  it('a signature that did not go through names the document and says what to do', () => {
    expect(unsignedNotice('Loan and Security Agreement', 'Please try again.')).toEqual({
      tone: 'error',
      title: 'Your signature was not saved',
      body: 'Loan and Security Agreement is not signed. Please try again.',
    })
  })
})
