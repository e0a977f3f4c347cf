import type { BankLinkItem } from '@contract/bank-link'
import type { ApplicationState } from '@contract/common'
import type { DisbursementDestination, ManualBankAccount } from '@contract/disbursement'
import { findInstitution, readPublicToken } from '@fixtures/bank-institutions'
import { isValidRoutingNumber } from '@/domain/disbursement'
import { AT_FINAL_STEPS } from '../borrower/final-steps'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { ApplicationRecord, BorrowerRecord, JobRecord } from '../core/models'
import type { Scheduler } from '../core/scheduler'
import { badRequest, conflict, notFound } from '../core/sim-error'
import type { BankLinkItemRecord } from './disbursement-records'

/** How long a pending bank link takes to finish at the bank, in simulated time. */
export const BANK_LINK_SETTLE_MS = 4_000

/** Statuses the bank finishes by itself; the others need the borrower or stay failed. */
const SETTLING: readonly BankLinkItem['status'][] = ['PENDING', 'PENDING_VERIFICATION', 'UPDATING']

/** Scheduled bank work is keyed by item, not application, so a state change never cancels it. */
const JOB_PREFIX = 'bank-link:'
const SETTLE_EVENT = 'bankLinkSettled'

/** States in which the lender still takes the disbursement account: its final steps. */
const TAKES_DISBURSEMENT: readonly ApplicationState[] = AT_FINAL_STEPS

const LINK_TOKEN_PREFIX = 'link-sim-'

/** Where a seeded story's loan was paid (seedDisbursementAccount). */
const SEEDED_ACCOUNT_LAST_FOUR = '4321'
const SEEDED_WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

export function toBankLinkItem(record: BankLinkItemRecord): BankLinkItem {
  return {
    itemUuid: record.itemUuid,
    institution: { name: record.institutionName },
    status: record.status,
    accounts: record.accounts.map((account) => ({
      id: account.id,
      name: account.name,
      officialName: account.officialName,
      accountType: account.accountType,
      accountNumberMask: account.mask,
    })),
  }
}

/**
 * Where the loan is paid (core-journey §2, §7): a manual bank account, a bank linked through
 * the bank-link service, or a USDC wallet. Each sets the checklist's Disbursement Account.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a factory of the area's operations, each its own short function inside
export function createDisbursementOperations(
  context: EngineContext,
  store: ApplicationStore,
  scheduler: Scheduler,
) {
  const { collections, clock, ids } = context

  function applicationForDisbursement(appUuid: string, borrower: BorrowerRecord) {
    const record = store.findForChange(appUuid, borrower)
    if (record.ownerUuid !== borrower.uuid) throw notFound(`Application ${appUuid} not found`)
    if (!TAKES_DISBURSEMENT.includes(record.state)) {
      throw conflict(
        `Application ${appUuid} does not take a disbursement account in state ${record.state}`,
      )
    }
    return record
  }

  async function recordDisbursement(
    record: ApplicationRecord,
    account: {
      kind: 'MANUAL' | 'LINKED' | 'USDC'
      accountLastFour?: string
      routingLastFour?: string
      accountType?: string
      achAccountId?: string
      walletAddress?: string
    },
  ) {
    const { appUuid } = record
    collections.disbursementAccounts.deleteMany((q) => q.where({ appUuid }))
    await collections.disbursementAccounts.create({
      appUuid,
      kind: account.kind,
      accountLastFour: account.accountLastFour ?? null,
      routingLastFour: account.routingLastFour ?? null,
      accountType: account.accountType ?? null,
      achAccountId: account.achAccountId ?? null,
      walletAddress: account.walletAddress ?? null,
      setAt: clock.now(),
    })
    await store.updateApplication(record, (draft) => {
      draft.progress.disbursement = 'COMPLETED'
    })
  }

  function itemsOf(borrower: BorrowerRecord): BankLinkItemRecord[] {
    return collections.bankLinkItems
      .findMany((q) => q.where({ ownerUuid: borrower.uuid }))
      .sort((a, b) => a.linkedAt - b.linkedAt)
  }

  return {
    async setManualDisbursementAccount(
      appUuid: string,
      body: ManualBankAccount,
      borrower: BorrowerRecord,
    ): Promise<void> {
      const record = applicationForDisbursement(appUuid, borrower)
      if (!isValidRoutingNumber(body.routingNumber)) {
        throw badRequest('The routing number fails its checksum')
      }
      if (!/^\d{4,17}$/.test(body.accountNumber)) {
        throw badRequest('The account number must be 4 to 17 digits')
      }
      await recordDisbursement(record, {
        kind: 'MANUAL',
        accountLastFour: body.accountNumber.slice(-4),
        routingLastFour: body.routingNumber.slice(-4),
      })
    },

    async setLinkedDisbursementAccount(
      appUuid: string,
      body: { accountType: string; achAccountId: string },
      borrower: BorrowerRecord,
    ): Promise<void> {
      const record = applicationForDisbursement(appUuid, borrower)
      const item = itemsOf(borrower).find((candidate) =>
        candidate.accounts.some((account) => account.id === body.achAccountId),
      )
      const account = item?.accounts.find((candidate) => candidate.id === body.achAccountId)
      if (!item || !account) throw badRequest('The account is not one of your linked accounts')
      if (item.status !== 'COMPLETE') {
        throw conflict(`The bank link of ${item.institutionName} is ${item.status}`)
      }
      if (account.accountType.toUpperCase() !== body.accountType) {
        throw badRequest(
          `The account is ${account.accountType.toUpperCase()}, not ${body.accountType}`,
        )
      }
      await recordDisbursement(record, {
        kind: 'LINKED',
        accountLastFour: account.mask,
        accountType: body.accountType,
        achAccountId: account.id,
      })
    },

    async setUsdcDisbursementAddress(
      appUuid: string,
      address: string,
      borrower: BorrowerRecord,
    ): Promise<void> {
      const record = applicationForDisbursement(appUuid, borrower)
      if (!record.isInternational) {
        throw conflict('USDC disbursement is only for international applications')
      }
      await recordDisbursement(record, { kind: 'USDC', walletAddress: address })
    },

    /**
     * Where the borrower's loan is paid, as they may see it again: the account's last four
     * digits (all the simulation keeps) or the wallet; null while none is set.
     */
    disbursementDestination(
      appUuid: string,
      borrower: BorrowerRecord,
    ): DisbursementDestination | null {
      const record = store.findForChange(appUuid, borrower)
      if (record.ownerUuid !== borrower.uuid) throw notFound(`Application ${appUuid} not found`)
      const account = collections.disbursementAccounts.findFirst((q) => q.where({ appUuid }))
      if (!account) return null
      if (account.kind === 'USDC' && account.walletAddress) {
        return { kind: 'USDC_WALLET', walletAddress: account.walletAddress }
      }
      if (!account.accountLastFour) return null
      return {
        kind: 'BANK_ACCOUNT',
        accountLastFour: account.accountLastFour,
        accountType: account.accountType,
      }
    },

    /**
     * A story that starts past the disbursement step has paid somewhere: a typed-in account
     * ending 4321, or for an international borrower a USDC wallet, unless it named one.
     */
    async seedDisbursementAccount(record: ApplicationRecord) {
      const { appUuid } = record
      if (collections.disbursementAccounts.findFirst((q) => q.where({ appUuid }))) return
      await collections.disbursementAccounts.create({
        appUuid,
        kind: record.isInternational ? 'USDC' : 'MANUAL',
        accountLastFour: record.isInternational ? null : SEEDED_ACCOUNT_LAST_FOUR,
        routingLastFour: null,
        accountType: null,
        achAccountId: null,
        walletAddress: record.isInternational ? SEEDED_WALLET : null,
        setAt: clock.now(),
      })
    },

    /** Where the loan of an application is paid, as recorded (for tests and the demo panel). */
    disbursementAccountOf(appUuid: string) {
      return collections.disbursementAccounts.findFirst((q) => q.where({ appUuid })) ?? null
    },

    createLinkToken(borrower: BorrowerRecord, itemUuid?: string): { linkToken: string } {
      if (itemUuid && !itemsOf(borrower).some((item) => item.itemUuid === itemUuid)) {
        throw notFound(`Bank link ${itemUuid} not found`)
      }
      return { linkToken: `${LINK_TOKEN_PREFIX}${borrower.uuid}.${ids.next()}` }
    },

    /** Trades the dialog's public token for an access token; the bank's item appears. */
    async exchangePublicToken(
      publicToken: string,
      borrower: BorrowerRecord,
    ): Promise<{ accessToken: string }> {
      const read = readPublicToken(publicToken)
      const institution = read && findInstitution(read.institutionId)
      if (
        !read ||
        !institution ||
        institution.unavailable ||
        !read.linkToken.startsWith(`${LINK_TOKEN_PREFIX}${borrower.uuid}.`)
      ) {
        throw badRequest('The public token is not valid')
      }
      const status = context.scenario().decisions.bankLink
      const itemUuid = ids.next()
      const accessToken = `access-sim-${ids.next()}`
      await collections.bankLinkItems.create({
        itemUuid,
        ownerUuid: borrower.uuid,
        institutionId: institution.id,
        institutionName: institution.name,
        status,
        accounts: institution.accounts.map((account) => ({
          id: `${itemUuid}:${account.mask}`,
          name: account.name,
          officialName: account.officialName,
          accountType: account.accountType,
          mask: account.mask,
        })),
        accessToken,
        linkedAt: clock.now(),
      })
      context.changed()
      if (SETTLING.includes(status)) {
        await scheduler.schedule(`${JOB_PREFIX}${itemUuid}`, SETTLE_EVENT, BANK_LINK_SETTLE_MS)
      }
      return { accessToken }
    },

    /**
     * The link's metadata, as the bank's dialog ended it. Its accounts are the ones the borrower
     * ticked there: the item keeps only those, as the bank grants access to no others (no list,
     * or one naming none of the item's, leaves every account).
     */
    async postLinkMetadata(
      accessToken: string,
      borrower: BorrowerRecord,
      metadata: Record<string, unknown> = {},
    ): Promise<void> {
      const item = collections.bankLinkItems.findFirst((q) => q.where({ accessToken }))
      if (!item || item.ownerUuid !== borrower.uuid) throw notFound('Bank link not found')
      const ticked = tickedMasks(metadata)
      const kept = item.accounts.filter((account) => ticked.has(account.mask))
      if (kept.length === 0 || kept.length === item.accounts.length) return
      await collections.bankLinkItems.update((q) => q.where({ accessToken }), {
        data(draft) {
          draft.accounts = draft.accounts.filter((account) => ticked.has(account.mask))
        },
      })
      context.changed()
    },

    listBankLinkItems(borrower: BorrowerRecord): BankLinkItem[] {
      return itemsOf(borrower).map(toBankLinkItem)
    },

    /** Link errors are only taken note of, as the lender's logs would. */
    reportLinkError(): void {},

    /**
     * Runs a bank job of the scheduler (keyed by the linked item, not an application); answers
     * false for a job that is not one.
     */
    async runJob(job: JobRecord): Promise<boolean> {
      if (!job.appUuid.startsWith(JOB_PREFIX) || job.event !== SETTLE_EVENT) return false
      const itemUuid = job.appUuid.slice(JOB_PREFIX.length)
      const item = collections.bankLinkItems.findFirst((q) => q.where({ itemUuid }))
      if (item && SETTLING.includes(item.status)) {
        await collections.bankLinkItems.update((q) => q.where({ itemUuid }), {
          data(draft) {
            draft.status = 'COMPLETE'
          },
        })
        context.changed()
      }
      return true
    },
  }
}
export type DisbursementOperations = ReturnType<typeof createDisbursementOperations>

/** The masks of the accounts a link's metadata names (`accounts: [{ mask }]`), if any. */
function tickedMasks(metadata: Record<string, unknown>): Set<string> {
  const accounts = Array.isArray(metadata.accounts) ? metadata.accounts : []
  return new Set(
    accounts
      .map((account: unknown) => (account as { mask?: unknown } | null)?.mask)
      .filter((mask): mask is string => typeof mask === 'string'),
  )
}
