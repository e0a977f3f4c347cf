import { collateralQueryOptions } from '@/api/reads'

/** What /{appUuid}/collateral-release reads: its route's loader ensures it, the page reads it. */
export const collateralReleaseReads = (appUuid: string) => ({
  collateral: collateralQueryOptions(appUuid),
})
