import {
  BANNER_DISMISSALS_KEY,
  TAB_STORAGE_PREFIX,
  TOKEN_STORAGE_KEY,
} from '@contract/browser-storage'
import { TELEMETRY_STORAGE_KEYS } from '@contract/telemetry'
import { z } from '@contract/zod'
import { storageArea } from '@/lib/storage-areas'

/**
 * The one door to the browser's storage. Only the entries declared here can be kept, each
 * with its schema, so nothing else (least of all a personal number from the details form) can
 * be written by accident. Storage can be missing or blocked (private mode, a full quota): then
 * reads answer null and writes are dropped, and the app goes on without remembering.
 */

const amountText = z.string().check(z.maxLength(32), z.regex(/^[\d.,\s]*$/))

const entries = {
  /** The login token (JWT), in local storage as the spec fixes it. */
  token: { area: 'local', key: TOKEN_STORAGE_KEY, schema: z.string().check(z.minLength(1)) },
  /** The visitor's telemetry tracker id (refinance-release-shell.md §9), also sent with login. */
  trackerId: {
    area: 'local',
    key: 'telemetry_trackerUuid',
    schema: z.string().check(z.minLength(1), z.maxLength(64)),
  },
  /**
   * A sign-in in progress: the state nonce sent to the identity broker, with the path to come
   * back to (already checked by the redirect rule).
   */
  pendingLogin: {
    area: 'session',
    key: `${TAB_STORAGE_PREFIX}pending-login`,
    schema: z.object({
      state: z.string().check(z.minLength(16), z.maxLength(64)),
      returnPath: z.string().check(z.regex(/^\/[a-z]/)),
    }),
  },
  /** The application being priced in this tab, so a reload goes on with it. */
  currentApplication: {
    area: 'session',
    key: `${TAB_STORAGE_PREFIX}current-application`,
    schema: z.object({
      appUuid: z.string().check(z.minLength(1)),
      organization: z.string().check(z.minLength(1)),
    }),
  },
  /** What the borrower typed on the offer builder: coin, coin amount and cash, nothing personal. */
  offerDraft: {
    area: 'session',
    key: `${TAB_STORAGE_PREFIX}offer-draft`,
    schema: z.object({
      collateralType: z.enum(['BTC', 'ETH']),
      collateralAmount: amountText,
      cashToBorrow: amountText,
    }),
  },
  /**
   * A bank link waiting for the bank's OAuth page to return (/plaid-oauth-success): the
   * application to go back to and the link token to resume with. Nothing about the account.
   */
  bankLinkResume: {
    area: 'local',
    key: 'bank-link-resume',
    schema: z.object({
      appUuid: z.string().check(z.minLength(1), z.maxLength(64)),
      linkToken: z.string().check(z.minLength(1), z.maxLength(256)),
    }),
  },
  /** The top-up typed on a renewal's offer screen, with the renewal it is for; nothing personal. */
  renewalDraft: {
    area: 'session',
    key: `${TAB_STORAGE_PREFIX}renewal-draft`,
    schema: z.object({
      appUuid: z.string().check(z.minLength(1), z.maxLength(64)),
      topUp: amountText,
    }),
  },
  /** The telemetry session of this tab (refinance-release-shell.md §9): its uuid and epoch. */
  telemetrySessionUuid: {
    area: 'session',
    key: TELEMETRY_STORAGE_KEYS.uuid,
    schema: z.string().check(z.minLength(1), z.maxLength(64)),
  },
  telemetrySessionEpoch: {
    area: 'session',
    key: TELEMETRY_STORAGE_KEYS.epoch,
    schema: z.string().check(z.regex(/^\d{1,16}$/)),
  },
  /**
   * Banners the borrower dismissed: each banner's uuid with the updatedAt of the version
   * dismissed, so a later update shows it again (§4, §9). Banner ids and times only.
   */
  dismissedBanners: {
    area: 'local',
    key: BANNER_DISMISSALS_KEY,
    schema: z
      .record(z.string().check(z.minLength(1), z.maxLength(64)), z.string().check(z.maxLength(40)))
      .check(z.refine((dismissed) => Object.keys(dismissed).length <= 50)),
  },
  /**
   * The wallet type chosen on a page that confirms a collateral transfer, with the page it was
   * chosen on (a reload keeps it; another page does not take it). Nothing personal.
   */
  walletTypeChoice: {
    area: 'session',
    key: `${TAB_STORAGE_PREFIX}wallet-type`,
    schema: z.object({
      page: z.string().check(z.minLength(1), z.maxLength(160)),
      walletType: z.enum(['SELF_HOSTED', 'CUSTODIAL']),
    }),
  },
  /** The forceWeb flag given in this tab (core-journey.md §1): stay on the web. */
  forceWeb: { area: 'session', key: `${TAB_STORAGE_PREFIX}force-web`, schema: z.boolean() },
  /**
   * The page a submit was still on its way from when the tab reloaded or left: the page then
   * says that something may not have been sent. Its path only, never what was typed.
   */
  unsentSubmit: {
    area: 'session',
    key: `${TAB_STORAGE_PREFIX}unsent-submit`,
    schema: z.object({ path: z.string().check(z.regex(/^\//), z.maxLength(512)) }),
  },
} as const

export type StoredEntry = keyof typeof entries
export type StoredValue<K extends StoredEntry> = z.output<(typeof entries)[K]['schema']>

/** The storage key of an entry, for listening to changes made in other tabs. */
export function storageKeyOf(entry: StoredEntry): string {
  return entries[entry].key
}

function area(entry: StoredEntry): Storage | null {
  return storageArea(entries[entry].area)
}

function encode(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function decode(raw: string, isText: boolean): unknown {
  if (isText) return raw
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

export function readStored<K extends StoredEntry>(entry: K): StoredValue<K> | null {
  const { key, schema } = entries[entry]
  let raw: string | null = null
  try {
    raw = area(entry)?.getItem(key) ?? null
  } catch {
    return null
  }
  if (raw === null) return null
  const parsed = schema.safeParse(decode(raw, schema instanceof z.ZodMiniString))
  // A damaged or outdated entry is as good as none.
  return parsed.success ? (parsed.data as StoredValue<K>) : null
}

/** Keeps a value if its entry's schema allows it; answers whether it was kept. */
export function writeStored<K extends StoredEntry>(entry: K, value: StoredValue<K>): boolean {
  const { key, schema } = entries[entry]
  const checked = schema.safeParse(value)
  if (!checked.success) return false
  const storage = area(entry)
  if (!storage) return false
  try {
    storage.setItem(key, encode(checked.data))
    return true
  } catch {
    // Storage full or blocked: the app works on, it just will not remember this.
    return false
  }
}

export function removeStored(entry: StoredEntry): void {
  try {
    area(entry)?.removeItem(entries[entry].key)
  } catch {
    // Nothing could have been stored.
  }
}
