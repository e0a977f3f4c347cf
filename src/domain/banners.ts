import { BANNER_APP_NAME, type Banner, DEFAULT_BANNER_LIMIT } from '@contract/banners'

/**
 * Which banners a page shows (refinance-release-shell §4, §9): active ones meant for this app,
 * newest first, not dismissed, at most `limit`. A dismissal remembers the version of the banner
 * it dismissed (its updatedAt); once the banner is updated later, the dismissal no longer holds.
 */

/** Banner uuid to the updatedAt of the version the borrower dismissed. */
export type BannerDismissals = Readonly<Record<string, string>>

function time(iso: string): number {
  const parsed = Date.parse(iso)
  return Number.isNaN(parsed) ? 0 : parsed
}

export function isDismissed(banner: Banner, dismissals: BannerDismissals): boolean {
  const dismissedVersion = dismissals[banner.uuid]
  if (dismissedVersion === undefined) return false
  return time(banner.metadata.updatedAt) <= time(dismissedVersion)
}

function isForThisApp(banner: Banner, app: string): boolean {
  return banner.apps.length === 0 || banner.apps.includes(app)
}

/** Newest first: the most recently created, then the most recently updated. */
function newestFirst(a: Banner, b: Banner): number {
  return (
    time(b.metadata.createdAt) - time(a.metadata.createdAt) ||
    time(b.metadata.updatedAt) - time(a.metadata.updatedAt)
  )
}

export function chooseBanners(
  banners: readonly Banner[],
  dismissals: BannerDismissals,
  { limit = DEFAULT_BANNER_LIMIT, app = BANNER_APP_NAME }: { limit?: number; app?: string } = {},
): Banner[] {
  return banners
    .filter((banner) => banner.active && isForThisApp(banner, app))
    .filter((banner) => !(banner.dismissable && isDismissed(banner, dismissals)))
    .sort(newestFirst)
    .slice(0, limit)
}
