import { describe, expect, it } from 'vitest'
import { type ApplicationReading, borrowerEvents } from '@/domain/borrower-events'

const us = { renewal: false }
const renewal = { renewal: true }

describe('what the borrower hears of between two readings of an application', () => {
  it.each<[string, ApplicationReading, ApplicationReading, string[]]>([
    ['identity approved', { state: 'KYC_VERIFY' }, { state: 'SIGN_DOCS' }, ['identityApproved']],
    ['identity declined', { state: 'KYC_VERIFY' }, { state: 'DECLINED' }, ['identityDeclined']],
    ['identity still in review', { state: 'KYC_VERIFY' }, { state: 'KYC_VERIFY' }, []],
    [
      'identity approved, read on the checklist',
      { identity: 'PENDING' },
      { identity: 'COMPLETED' },
      ['identityApproved'],
    ],
    [
      'identity approved, on the checklist and in the state at once: told once',
      { identity: 'IN_PROGRESS', state: 'KYC_VERIFY' },
      { identity: 'COMPLETED', state: 'SIGN_DOCS' },
      ['identityApproved'],
    ],
    ['identity not started, then done', { identity: 'NOT_STARTED' }, { identity: 'COMPLETED' }, []],
    ['documents signed', { state: 'SIGN_DOCS' }, { state: 'WAITING_FOR_COLLATERAL' }, []],
    [
      'collateral in full',
      { state: 'WAITING_FOR_COLLATERAL' },
      { state: 'FUNDABLE' },
      ['collateralArrived'],
    ],
    [
      'collateral in full, read later in funding',
      { state: 'WAITING_FOR_COLLATERAL' },
      { state: 'MANUAL_FUNDING_RELEASE' },
      ['collateralArrived'],
    ],
    [
      'collateral in part',
      { state: 'WAITING_FOR_COLLATERAL', collateralDue: 1 },
      { state: 'WAITING_FOR_COLLATERAL', collateralDue: 0.4 },
      ['collateralPartlyArrived'],
    ],
    [
      'nothing arrived',
      { state: 'WAITING_FOR_COLLATERAL', collateralDue: 1 },
      { state: 'WAITING_FOR_COLLATERAL', collateralDue: 1 },
      [],
    ],
    [
      'collateral due not read before',
      { state: 'WAITING_FOR_COLLATERAL' },
      { state: 'WAITING_FOR_COLLATERAL', collateralDue: 0.4 },
      [],
    ],
    [
      'a renewal without top-up goes to funding: no collateral',
      { state: 'SIGN_DOCS', ...renewal },
      { state: 'FUNDABLE', ...renewal },
      [],
    ],
    [
      'funds disbursed',
      { state: 'MANUAL_FUNDING_RELEASE', ...us },
      { state: 'COMPLETE', ...us },
      ['fundsDisbursed'],
    ],
    [
      'loan renewed',
      { state: 'CRYPTO_FUNDING_VERIFY', ...renewal },
      { state: 'COMPLETE', ...renewal },
      ['loanRenewed'],
    ],
    ['complete, not known whether a renewal', { state: 'FUNDABLE' }, { state: 'COMPLETE' }, []],
    ['the first reading', {}, { state: 'COMPLETE', ...us }, []],
    ['complete and read again', { state: 'COMPLETE', ...us }, { state: 'COMPLETE', ...us }, []],
  ])('%s', (_name, before, after, events) => {
    expect(borrowerEvents(before, after)).toEqual(events)
  })
})
