import { agreeToEachDocument, startChecklistTask } from './checklist-steps'
import { CHECKLIST_HEADING } from './replay-parts'
import { defineScenario } from './scenario'
import { caApplicationAt, danaWithDetails, lenaInBerlin } from './story-parts'

const DOCUMENTS_FAILED = 'Unable to load documents. Please try again later'

/**
 * Stories that open on the loan documents: the borrower's identity is verified and the
 * disbursement account set, so signing is what is left before the collateral.
 */

const readyToSign = { identity: 'COMPLETED', disbursement: 'COMPLETED' } as const

export const atAgreements = defineScenario({
  name: 'at-agreements',
  description:
    'Identity verified and disbursement account set: three loan documents wait to be signed.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('SIGN_DOCS', readyToSign)],
  },
})

export const signatureFails = defineScenario({
  name: 'signature-fails',
  description:
    'The loan documents, where the first signature fails at the lender (503) and a retry goes through.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('SIGN_DOCS', readyToSign)],
  },
  faults: [{ endpoint: 'signDocument', status: 503, times: 1 }],
  // The failure and the recovery: the first Agree is refused and the borrower is taken back a
  // page (core-journey §2), starts again from the first document, and every document signs.
  replay: {
    steps: [
      ...startChecklistTask('Review Agreements'),
      { kind: 'expectText', text: 'Document 1 of 3' },
      { kind: 'click', role: 'button', name: 'Agree' },
      { kind: 'expectText', text: 'Your signature was not saved', note: 'the lender answered 503' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING, note: 'back one page' },
      { kind: 'click', role: 'button', name: 'Start Review Agreements', note: 'tried again' },
      ...agreeToEachDocument(3),
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
    ],
  },
})

export const documentsUnavailable = defineScenario({
  name: 'documents-unavailable',
  description:
    'Documents signed and collateral awaited, but the lender cannot list the documents (503).',
  world: {
    borrower: danaWithDetails,
    applications: [
      caApplicationAt('WAITING_FOR_COLLATERAL', { ...readyToSign, stage: 'PROCESSING' }),
    ],
  },
  faults: [{ endpoint: 'listDocuments', status: 503 }],
  // The failure and the way on: Try again asks again, and Back leads to the dashboard.
  replay: {
    path: 'first-application/documents',
    steps: [
      { kind: 'expectText', text: DOCUMENTS_FAILED, note: 'the lender answered 503' },
      { kind: 'click', role: 'button', name: 'Try again', note: 'asked again' },
      { kind: 'expectText', text: DOCUMENTS_FAILED, note: 'still unavailable' },
      { kind: 'click', role: 'button', name: 'Back to dashboard' },
      { kind: 'expectPath', endsWith: '/dashboard' },
    ],
  },
})

/**
 * A renewal at its agreements. Seeds cannot yet say that a renewal still owes collateral, so
 * this one owes none: once signed it goes on to funding (the complete screen).
 */
export const renewalAtAgreements = defineScenario({
  name: 'renewal-at-agreements',
  description:
    'A renewal (roll forward) at its loan documents: I accept signs each, then the loan is renewed.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('SIGN_DOCS', { ...readyToSign, isRollForward: true })],
  },
})

export const internationalAtAgreements = defineScenario({
  name: 'international-at-agreements',
  description:
    'Harborline brand, a borrower living in Germany: the loan documents of a USDC loan wait to be signed.',
  world: {
    organisation: 'HARBORLINE',
    borrower: lenaInBerlin({
      dob: '1990-07-21',
      phone: '+49 30 5550 1234',
      street1: 'Torstrasse 112',
      sourceOfIncome: 'EMPLOYMENT',
    }),
    applications: [caApplicationAt('SIGN_DOCS', { ...readyToSign, residence: { country: 'DE' } })],
  },
})
