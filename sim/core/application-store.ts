import { type Application, applicationSchema } from '@contract/applications'
import type { EngineContext } from './engine-context'
import type { ApplicationRecord, BorrowerRecord } from './models'
import { toPlain } from './plain'
import { notFound, unauthenticated } from './sim-error'

/** The fields of an application the contract answers with; the rest of a record is the lender's. */
const CONTRACT_FIELDS = Object.keys(applicationSchema.shape) as (keyof Application)[]

/** The contract's view of an application record, without internal fields. */
export function toApplication(record: ApplicationRecord): Application {
  const plain = toPlain(record)
  return Object.fromEntries(
    CONTRACT_FIELDS.filter((field) => field in plain).map((field) => [field, plain[field]]),
  ) as Application
}

/**
 * A plain predicate, not a `where({ appUuid })` object: the object form builds closures and
 * walks entries for every record it tests, which made each call slow as the world grew (an
 * offers request answered 10x slower among 10,000 applications).
 */
export function byAppUuid(appUuid: string) {
  return (record: ApplicationRecord) => record.appUuid === appUuid
}

/** Finding, guarding and changing application records: shared by every group of operations. */
export function createApplicationStore(context: EngineContext) {
  const { collections, clock } = context

  // Where each application was last found in the collection. An update puts the new version
  // at the same place, so a remembered place stays right until the world is emptied; a place
  // that no longer holds the application is looked up afresh. Without it every call scanned
  // the whole collection, several times, and a busy world answered many times slower.
  const places = new Map<string, number>()

  function find(appUuid: string): ApplicationRecord | undefined {
    const records = collections.applications.all()
    const place = places.get(appUuid)
    const remembered = place === undefined ? undefined : records[place]
    if (remembered?.appUuid === appUuid) return remembered
    const found = records.findIndex(byAppUuid(appUuid))
    if (found === -1) return undefined
    places.set(appUuid, found)
    return records[found]
  }

  function lookUp(appUuid: string): ApplicationRecord {
    const record = find(appUuid)
    if (!record) throw notFound(`Application ${appUuid} not found`)
    return record
  }

  return {
    /** The application, or undefined when the world holds none by that id. */
    find,

    /**
     * Who may reach an application through any call that names it (docs/decisions/0018): before
     * a borrower owns it, its unguessable id is the key; once owned, only its owner, by the
     * owner's token, on secure and insecure calls alike. Anyone else is told it does not exist
     * (404), as a lender answers rather than confirm it. An id the world does not hold is left
     * to the call, which says so in its own words.
     */
    refuseUnlessReachable(appUuid: string, borrower: BorrowerRecord | null): void {
      const record = find(appUuid)
      if (record && record.ownerUuid !== null && record.ownerUuid !== borrower?.uuid) {
        throw notFound(`Application ${appUuid} not found`)
      }
    },

    /**
     * Finds an application to read; a signed-in borrower may not see another borrower's.
     * Unowned applications (created before sign-in) are visible, as the real service links
     * them later.
     */
    findApplication(appUuid: string, borrower?: BorrowerRecord | null): ApplicationRecord {
      const record = lookUp(appUuid)
      if (borrower && record.ownerUuid !== null && record.ownerUuid !== borrower.uuid) {
        throw notFound(`Application ${appUuid} not found`)
      }
      return record
    },

    /**
     * Finds an application to change. Once linked to a borrower only that borrower may change
     * it, on insecure calls too: no token is 401, another borrower's is 404, as a lender
     * answers rather than confirm the application exists.
     */
    findForChange(appUuid: string, borrower: BorrowerRecord | null): ApplicationRecord {
      const record = lookUp(appUuid)
      if (record.ownerUuid === null) return record
      if (!borrower) throw unauthenticated()
      if (record.ownerUuid !== borrower.uuid) throw notFound(`Application ${appUuid} not found`)
      return record
    },

    /**
     * The application to change for the borrower a path names (`.../borrowers/{identityUuid}`):
     * only one's own; another borrower's, or an application not theirs, is not found.
     */
    findForBorrowerPath(
      appUuid: string,
      identityUuid: string,
      borrower: BorrowerRecord,
    ): ApplicationRecord {
      const record = lookUp(appUuid)
      if (identityUuid !== borrower.uuid || record.ownerUuid !== borrower.uuid) {
        throw notFound(`Borrower ${identityUuid} not found on application ${appUuid}`)
      }
      return record
    },

    async updateApplication(
      record: ApplicationRecord,
      change: (draft: ApplicationRecord) => void,
    ): Promise<ApplicationRecord> {
      const current = lookUp(record.appUuid)
      // The record itself, not its id: the collection still walks to it, but compares less.
      const updated = await collections.applications.update((q) => q.where((r) => r === current), {
        data(draft) {
          change(draft)
          draft.updatedAt = clock.now()
        },
      })
      context.changed()
      return updated ?? record
    },
  }
}
export type ApplicationStore = ReturnType<typeof createApplicationStore>
