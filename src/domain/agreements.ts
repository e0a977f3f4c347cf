import type { Application, ApplicationStatus } from '@contract/applications'
import type { FinalStepsDashboard } from '@contract/borrowers'

/**
 * The loan documents step (core-journey §2 Disclosures, §4, §9): where the borrower goes once
 * every document is signed, what the checklist shows while signing, and how long the app keeps
 * asking for documents the lender has not prepared yet. Pure, so each rule is tested as a table.
 */

/** §9: the unsigned-documents fetch refetches at most 5 times while none are ready. */
export const UNSIGNED_DOCUMENTS_REFETCHES = 5
export const UNSIGNED_DOCUMENTS_REFETCH_MS = 2_000

/** Whether to ask again: the list is empty and fewer than 5 refetches have been made. */
export function shouldRefetchUnsigned(listLength: number, fetchesSoFar: number): boolean {
  return listLength === 0 && fetchesSoFar <= UNSIGNED_DOCUMENTS_REFETCHES
}

/** §9: the fee for documents left unsigned, in US dollars. */
export const UNSIGNED_DOCUMENTS_FEE_USD = 100

type ApplicationFields = Pick<
  Application,
  'isRollForward' | 'collateral' | 'rollForwardLoanDetails'
>

/** A renewal still owes collateral when the collateral due or the top-up left is above zero. */
export function hasCollateralDue(application: ApplicationFields): boolean {
  return (
    (application.collateral?.remainingCoinAmountDue.coinQuantity ?? 0) > 0 ||
    (application.rollForwardLoanDetails?.remainingTopUpAmount.coinQuantity ?? 0) > 0
  )
}

export type AfterSigning = 'collateral' | 'complete' | 'next-steps'

/**
 * §2: after the last document, a renewal with collateral due goes to collateral, any other
 * renewal to complete, a new loan to next-steps.
 */
export function afterSigning(application: ApplicationFields): AfterSigning {
  if (!application.isRollForward) return 'next-steps'
  return hasCollateralDue(application) ? 'collateral' : 'complete'
}

/**
 * §4: the checklist right after a signature is sent. Review Agreements is IN_PROGRESS while
 * documents remain (the card offers Continue) and PENDING after the last one.
 */
export function withAgreementSigned(
  dashboard: FinalStepsDashboard,
  last: boolean,
): FinalStepsDashboard {
  const signing: FinalStepsDashboard['items'][number] = {
    name: 'Review Agreements',
    status: last ? 'PENDING' : 'IN_PROGRESS',
  }
  const listed = dashboard.items.some((item) => item.name === signing.name)
  return {
    ...dashboard,
    items: listed
      ? dashboard.items.map((item) => (item.name === signing.name ? signing : item))
      : [...dashboard.items, signing],
  }
}

/** §4: the application as it stands once the last document is signed. */
export const SIGNED_APPLICATION_STATUS: ApplicationStatus = {
  stage: 'PROCESSING',
  state: 'WAITING_FOR_COLLATERAL',
}

/**
 * 'Document 2 of 3': where the next document to sign stands, the signed ones counted, so a
 * reload or an old tab says what the page that signed the first said. `all` is every document
 * of the application as last read, signed or not; `unsigned` those left, the next first. A
 * document of `all` not left to sign is signed.
 */
export function documentPosition(
  all: readonly { uuid: string }[],
  unsigned: readonly { uuid: string }[],
): string {
  const left = new Set(unsigned.map((document) => document.uuid))
  const signed = all.filter((document) => !left.has(document.uuid)).length
  return `Document ${signed + 1} of ${signed + unsigned.length}`
}

/** The documents left once one is signed: the page moves on to the next at once. */
export function withoutSigned<D extends { uuid: string }>(unsigned: readonly D[], docUuid: string) {
  return unsigned.filter((document) => document.uuid !== docUuid)
}

/** The notice once a document is signed; signing the last one says every one is. */
export function signedNotice(name: string, last: boolean) {
  return {
    tone: 'success',
    title: last ? 'Every document is signed' : `${name} is signed`,
  } as const
}

/**
 * The notice when the lender refuses a signature as out of step (409): the documents were signed
 * meanwhile, in another tab or window, and the application has moved on. Nothing to try again.
 */
export const SIGNED_ELSEWHERE_NOTICE = {
  tone: 'info',
  title: 'Your documents are already signed',
  body: 'They were signed in another tab or window. Here is where your application stands now.',
} as const

/** The notice when a signature did not go through, with what to do about it (the advice). */
export function unsignedNotice(name: string, advice: string) {
  return {
    tone: 'error',
    title: 'Your signature was not saved',
    body: `${name} is not signed. ${advice}`,
  } as const
}
