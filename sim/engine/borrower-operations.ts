import type { ApplicationStore } from './application-store'
import type { BorrowerRecord } from './models'
import type { Scheduler } from './scheduler'
import type { StateMachine } from './state-machine'

/** The borrower's part of an application. */
export function createBorrowerOperations(
  store: ApplicationStore,
  machine: StateMachine,
  scheduler: Scheduler,
) {
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
  }
}
