import type {
  Application,
  ApplicationStatus,
  CreateApplicationRequest,
} from '@contract/applications'
import { formerLenderFields } from '@contract/former-lender'
import type { ApplicationStore } from '../core/application-store'
import { toApplication } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { BorrowerRecord } from '../core/models'
import { INITIAL_STATE } from '../core/state-machine'
import { findOrganisation } from '../pricing/residence-rules'

export { toApplication }

/** Creating applications and reading where they stand. */
export function createApplicationOperations(context: EngineContext, store: ApplicationStore) {
  const { collections, clock, ids } = context

  return {
    findApplication: store.findApplication,
    refuseUnlessReachable: store.refuseUnlessReachable,
    updateApplication: store.updateApplication,

    async createApplication(
      request: CreateApplicationRequest,
      borrower: BorrowerRecord | null = null,
    ): Promise<{ appUuid: string }> {
      findOrganisation(context, request.organization)
      const now = clock.now()
      const record = await collections.applications.create({
        appUuid: ids.next(),
        state: INITIAL_STATE,
        stage: 'APPLYING',
        isInternational: false,
        isRollForward: false,
        [formerLenderFields.refinanceFlag]: false,
        selectedOffer: null,
        offers: [],
        collateral: null,
        rollForwardLoanDetails: null,
        organisation: request.organization,
        residence: null,
        ownerUuid: borrower?.uuid ?? null,
        sourceOfIncome: null,
        consents: [],
        progress: { identity: 'NOT_STARTED', disbursement: 'NOT_STARTED' },
        createdAt: now,
        updatedAt: now,
      })
      context.changed()
      return { appUuid: record.appUuid }
    },

    getApplication(appUuid: string, borrower: BorrowerRecord | null = null): Application {
      return toApplication(store.findApplication(appUuid, borrower))
    },

    getApplicationState(appUuid: string, borrower: BorrowerRecord | null): ApplicationStatus {
      const { state, stage } = store.findApplication(appUuid, borrower)
      return { state, stage }
    },

    listUserApplications(borrower: BorrowerRecord) {
      return collections.applications
        .findMany((q) => q.where({ ownerUuid: borrower.uuid }))
        .map(({ appUuid, state, stage }) => ({ appUuid, state, stage }))
    },
  }
}
export type ApplicationOperations = ReturnType<typeof createApplicationOperations>
