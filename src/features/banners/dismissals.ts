import type { Banner } from '@contract/banners'
import type { BannerDismissals } from '@/domain/banners'
import { readStored, writeStored } from '@/lib/storage'

/** Dismissed banners, kept locally (refinance-release-shell.md §4, §9). */
export function readDismissals(): BannerDismissals {
  return readStored('dismissedBanners') ?? {}
}

/**
 * Remembers the version of `banner` the borrower dismissed. Dismissals of banners no longer in
 * the file are forgotten, so the entry stays small.
 */
export function dismissBanner(banner: Banner, current: readonly Banner[]): BannerDismissals {
  const stillListed = new Set(current.map((each) => each.uuid))
  const kept = Object.entries(readDismissals()).filter(([uuid]) => stillListed.has(uuid))
  const next = Object.fromEntries([...kept, [banner.uuid, banner.metadata.updatedAt]])
  writeStored('dismissedBanners', next)
  return next
}
