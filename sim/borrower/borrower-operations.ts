import type { Consent, FinalStepsDashboard, SourceOfIncome } from '@contract/borrowers'
import type { Residence } from '@contract/common'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord, BorrowerRecord } from '../core/models'
import type { Scheduler } from '../core/scheduler'
import { badRequest } from '../core/sim-error'
import type { StateMachine } from '../core/state-machine'
import { finalStepsOf } from './final-steps'
import type { ProfileOperations } from './profile-operations'

/** The largest identity document the lender takes. */
export const MAX_IDENTITY_DOCUMENT_BYTES = 10 * 1024 * 1024

/** Accepted identity files: the declared type and the first bytes that type starts with. */
const IDENTITY_FILE_TYPES: readonly { type: string; magic: readonly number[] }[] = [
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
]

export interface IdentityUpload {
  document: Blob
  documentOwnerIdentityUuid: string
  documentType:
    | 'DRIVERS_LICENSE'
    | 'STATE_ID'
    | 'PASSPORT'
    | 'PERMANENT_RESIDENT'
    | 'ADDITIONAL_DOCUMENT'
  side?: 'FRONT' | 'BACK' | undefined
  fileName: string
}

/** The borrower's part of an application: linking, consents, details, the final steps. */
export function createBorrowerOperations(
  context: EngineContext,
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
  profiles: ProfileOperations,
) {
  const { collections, clock, ids } = context

  const ownApplication = store.findForBorrowerPath

  /** What the details step must have sent before its last call (core-journey §7). */
  function missingBeforeDetails(
    record: ApplicationRecord,
    borrower: BorrowerRecord,
  ): string | null {
    const profile = profiles.findProfile(borrower.uuid)
    const home = profile?.addresses.find((address) => address.type === 'HOME')
    if (!profile?.dob || !home) return 'Your profile is incomplete'
    const softCredit = record.consents.find((consent) => consent.type === 'SOFT_CREDIT')
    if (softCredit?.optInOut !== 'OPT_IN') return 'Consent to a soft credit check is required'
    if (!profile.phone) return 'A phone number is required'
    return null
  }

  /**
   * A residence other than the chosen offer's. The lender names the loan amount when the
   * offer's amount is outside the new state's limits, as the app's message expects.
   */
  function checkResidence(record: ApplicationRecord, residence: Residence): void {
    const offer = record.selectedOffer
    if (!offer) throw badRequest('No offer has been selected')
    if (residence.state !== undefined) {
      const code = residence.state.toUpperCase()
      if (offer.state === code) return
      const limits = collections.states.findFirst((q) => q.where({ state: code }))
      if (
        !limits?.rateEnabled ||
        offer.amount < limits.minLoanAmount ||
        offer.amount > limits.maxLoanAmount
      ) {
        throw badRequest(`Loan amount ${offer.amount} is not valid for residents of ${code}`)
      }
      throw badRequest(`State ${code} does not match the state of the selected offer`)
    }
    const country = (residence.country ?? '').toUpperCase()
    if (offer.countryCode !== country) {
      throw badRequest(`Country ${country} does not match the country of the selected offer`)
    }
  }

  return {
    /**
     * Links the signed-in borrower to the application as its owner (again is harmless; the
     * app retries). Another borrower's application answers 404.
     */
    async linkBorrower(
      appUuid: string,
      borrower: BorrowerRecord,
    ): Promise<{ identityUuid: string }> {
      const record = store.findForChange(appUuid, borrower)
      if (record.ownerUuid === null) {
        await store.updateApplication(record, (draft) => {
          draft.ownerUuid = borrower.uuid
        })
      }
      await machine.fire(appUuid, 'borrowerLinked')
      await scheduler.runDue()
      return { identityUuid: borrower.uuid }
    },

    /** Keeps the consents for the application; a later list replaces a consent of its type. */
    async submitConsents(
      appUuid: string,
      identityUuid: string,
      consents: readonly Consent[],
      borrower: BorrowerRecord,
    ): Promise<void> {
      const record = ownApplication(appUuid, identityUuid, borrower)
      const types = new Set(consents.map((consent) => consent.type))
      await store.updateApplication(record, (draft) => {
        draft.consents = [
          ...draft.consents.filter((consent) => !types.has(consent.type)),
          ...consents,
        ]
      })
    },

    /** The details step's last call: checks what came before, then the soft credit pull. */
    async submitBorrowerDetails(
      appUuid: string,
      identityUuid: string,
      details: Residence & { sourceOfIncome: SourceOfIncome },
      borrower: BorrowerRecord,
    ): Promise<void> {
      const record = ownApplication(appUuid, identityUuid, borrower)
      const row = machine.expect(record, 'detailsSubmitted')
      const missing = missingBeforeDetails(record, borrower)
      if (missing) throw badRequest(missing)
      checkResidence(record, details)
      const updated = await store.updateApplication(record, (draft) => {
        draft.sourceOfIncome = details.sourceOfIncome
        draft.residence = { state: details.state ?? null, country: details.country ?? null }
      })
      await machine.take(updated, row)
    },

    getFinalStepsDashboard(appUuid: string, borrower: BorrowerRecord): FinalStepsDashboard {
      return finalStepsOf(store.findApplication(appUuid, borrower))
    },

    /**
     * Takes an identity document (png, jpeg or pdf up to 10 MB, by its type and first bytes).
     * The first upload at the final steps starts verification; a second side or the
     * additional document joins it. The bytes are not kept.
     */
    async uploadIdentityDocument(
      appUuid: string,
      upload: IdentityUpload,
      borrower: BorrowerRecord,
    ): Promise<void> {
      const record = ownApplication(appUuid, upload.documentOwnerIdentityUuid, borrower)
      if (record.state !== 'FINAL_STEPS' && record.state !== 'KYC_VERIFY') {
        machine.expect(record, 'identityUploaded')
      }
      const { document } = upload
      if (document.size === 0) throw badRequest('The file is empty')
      if (document.size > MAX_IDENTITY_DOCUMENT_BYTES) {
        throw badRequest('The file is larger than 10 MB')
      }
      const declared = document.type.toLowerCase()
      const kind = IDENTITY_FILE_TYPES.find((fileType) => fileType.type === declared)
      const head = new Uint8Array(await document.slice(0, 8).arrayBuffer())
      if (!kind?.magic.every((byte, index) => head[index] === byte)) {
        throw badRequest('The file must be a PNG, JPEG or PDF image of the document')
      }
      await collections.identityDocuments.create({
        id: ids.next(),
        appUuid,
        ownerUuid: borrower.uuid,
        documentType: upload.documentType,
        side: upload.side ?? null,
        fileName: upload.fileName,
        contentType: kind.type,
        size: document.size,
        uploadedAt: clock.now(),
      })
      context.changed()
      if (record.state === 'FINAL_STEPS') await machine.fire(appUuid, 'identityUploaded')
    },

    /** What the lender holds about a borrower's identity documents for an application. */
    listIdentityDocuments(appUuid: string) {
      return collections.identityDocuments.findMany((q) => q.where({ appUuid }))
    },
  }
}
export type BorrowerOperations = ReturnType<typeof createBorrowerOperations>
