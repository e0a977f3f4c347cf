import type { LoanDocument } from '@contract/documents'
import { AGREEMENTS_SIGNED } from '../borrower/final-steps'
import type { ProfileOperations } from '../borrower/profile-operations'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord, BorrowerRecord } from '../core/models'
import { conflict, notFound } from '../core/sim-error'
import type { StateMachine } from '../core/state-machine'
import { findOrganisation } from '../pricing/residence-rules'
import type { LoanDocumentRecord } from './loan-document-record'
import { type LoanDocumentKind, loanDocumentTexts } from './loan-document-texts'

/** The documents the lender prepares for every loan, in the order the borrower signs them. */
export const LOAN_DOCUMENT_KINDS: readonly LoanDocumentKind[] = [
  'LOAN_AND_SECURITY_AGREEMENT',
  'TRUTH_IN_LENDING',
  'COLLATERAL_CUSTODY',
]

/** States in which the application has loan documents: ready to sign, or signed. */
const HAS_DOCUMENTS: readonly ApplicationRecord['state'][] = ['SIGN_DOCS', ...AGREEMENTS_SIGNED]

/**
 * What the lender has prepared for an application in its state: the loan documents, or for a
 * declined one the adverse action notice (core-journey §2 Decline: "on your dashboard").
 */
function kindsFor(state: ApplicationRecord['state']): readonly LoanDocumentKind[] {
  if (state === 'DECLINED') return ['ADVERSE_ACTION_NOTICE']
  return HAS_DOCUMENTS.includes(state) ? LOAN_DOCUMENT_KINDS : []
}

function toLoanDocument(record: LoanDocumentRecord): LoanDocument {
  const text = loanDocumentTexts[record.kind]
  return { uuid: record.uuid, name: text.name, type: record.kind, description: text.description }
}

/**
 * Loan documents (core-journey §2 Disclosures, §7): listed, downloaded as PDF, signed one at a
 * time. The lender prepares them once the application reaches SIGN_DOCS; an application seeded
 * past signing has them already signed. Signing the last one fires 'agreementsSigned'.
 */
export function createDocumentOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  profiles: ProfileOperations,
) {
  const { collections, clock, ids } = context

  const ownApplication = store.findForBorrowerPath

  function documentsOf(appUuid: string): LoanDocumentRecord[] {
    return collections.loanDocuments
      .findMany((q) => q.where({ appUuid }))
      .sort((a, b) => a.order - b.order)
  }

  /**
   * The application's documents, prepared on first sight of a state that has them (the
   * lender's preparation takes no time the borrower can see). A declined application's notice
   * is prepared the same way, on first sight of DECLINED.
   */
  async function ensureDocuments(record: ApplicationRecord): Promise<LoanDocumentRecord[]> {
    const existing = documentsOf(record.appUuid)
    const kinds = kindsFor(record.state)
    if (existing.length > 0 || kinds.length === 0) return existing
    const now = clock.now()
    // Only documents prepared in SIGN_DOCS wait for a signature; a notice is given, not signed.
    const signedAt = record.state === 'SIGN_DOCS' ? null : now
    for (const [order, kind] of kinds.entries()) {
      await collections.loanDocuments.create({
        uuid: ids.next(),
        appUuid: record.appUuid,
        kind,
        order,
        createdAt: now,
        signedAt,
      })
    }
    context.changed()
    return documentsOf(record.appUuid)
  }

  async function findDocument(record: ApplicationRecord, docUuid: string) {
    const document = (await ensureDocuments(record)).find((doc) => doc.uuid === docUuid)
    if (!document) throw notFound(`Document ${docUuid} not found on application ${record.appUuid}`)
    return document
  }

  return {
    async listDocuments(
      appUuid: string,
      identityUuid: string,
      borrower: BorrowerRecord,
    ): Promise<LoanDocument[]> {
      const record = ownApplication(appUuid, identityUuid, borrower)
      return (await ensureDocuments(record)).map(toLoanDocument)
    },

    async listUnsignedDocuments(
      appUuid: string,
      identityUuid: string,
      borrower: BorrowerRecord,
    ): Promise<LoanDocument[]> {
      const record = ownApplication(appUuid, identityUuid, borrower)
      return (await ensureDocuments(record))
        .filter((doc) => doc.signedAt === null)
        .map(toLoanDocument)
    },

    /** The document as a PDF, built from the chosen offer and the borrower's profile. */
    async downloadDocument(
      appUuid: string,
      identityUuid: string,
      docUuid: string,
      borrower: BorrowerRecord,
    ): Promise<Blob> {
      const record = ownApplication(appUuid, identityUuid, borrower)
      const document = await findDocument(record, docUuid)
      const offer = record.selectedOffer
      if (!offer) throw conflict(`Application ${appUuid} has no selected offer`)
      const profile = profiles.findProfile(borrower.uuid)
      const name = profile?.name ?? borrower
      // The PDF writer is loaded when a document is first downloaded, not with the simulation.
      const { buildLoanDocumentPdf } = await import('./loan-document-pdf')
      const organisation = findOrganisation(context, record.organisation)
      const { company } = organisation.metadata
      const bytes = await buildLoanDocumentPdf({
        document,
        borrowerName: `${name.firstName} ${name.lastName}`,
        address: profile?.addresses.find((address) => address.type === 'HOME') ?? null,
        offer,
        lender: company.legalName,
        lenderContact: {
          mailingAddress: company.mailingAddress,
          phone: organisation.supportPhone,
          email: organisation.supportEmail,
          fairLendingAgency: company.fairLendingAgency,
        },
        adverseAction: record.adverseAction,
      })
      return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
    },

    /**
     * Signs one document; signing it again changes nothing. Only in SIGN_DOCS (409 otherwise).
     * The last signature moves the application on by the transition table.
     */
    async signDocument(
      appUuid: string,
      identityUuid: string,
      docUuid: string,
      borrower: BorrowerRecord,
    ): Promise<void> {
      const record = ownApplication(appUuid, identityUuid, borrower)
      if (record.state !== 'SIGN_DOCS') {
        throw conflict(`Application ${appUuid} cannot sign documents in state ${record.state}`)
      }
      const document = await findDocument(record, docUuid)
      if (document.signedAt !== null) return
      await collections.loanDocuments.update((q) => q.where({ uuid: docUuid }), {
        data(draft) {
          draft.signedAt = clock.now()
        },
      })
      const unsigned = documentsOf(appUuid).filter((doc) => doc.signedAt === null)
      const updated = await store.updateApplication(record, (draft) => {
        draft.progress.agreements = unsigned.length === 0 ? 'COMPLETED' : 'IN_PROGRESS'
      })
      if (unsigned.length === 0)
        await machine.take(updated, machine.expect(updated, 'agreementsSigned'))
    },

    /** The application's documents with their signatures, for tests and demo panels. */
    loanDocumentsOf: documentsOf,
  }
}
export type DocumentOperations = ReturnType<typeof createDocumentOperations>
