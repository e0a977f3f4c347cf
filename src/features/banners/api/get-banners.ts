import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '@/api/api-error'
import { BANNER_FORMAT_ERROR, type BannerFileVariant, getBanners } from '@/api/contract/banners'
import type { HttpClient } from '@/api/http-client'
import { bannerKeys } from '@/api/query-keys'

/**
 * The hosted banner file (refinance-release-shell.md §7). A file that answers but does not match
 * the banner format is refused with the message of §8; any failure is held in the query's state
 * and the page goes on without a banner.
 */
export async function fetchBanners(
  http: HttpClient,
  variant: BannerFileVariant,
  signal?: AbortSignal,
) {
  try {
    return await http.call(getBanners, { params: { variant }, signal })
  } catch (error) {
    // A successful answer the contract refused: the file itself is malformed.
    if (error instanceof ApiError && error.status >= 200 && error.status < 300) {
      throw new Error(BANNER_FORMAT_ERROR, { cause: error })
    }
    throw error
  }
}

export function bannersQueryOptions(http: HttpClient, variant: BannerFileVariant = 'production') {
  return queryOptions({
    queryKey: bannerKeys.list(variant),
    queryFn: ({ signal }) => fetchBanners(http, variant, signal),
    // Read once per page load; a reload picks up an updated file.
    staleTime: Number.POSITIVE_INFINITY,
  })
}
