import { applicationStateQueryOptions, collateralQueryOptions } from '@/api/reads'
import { depositAddressPoll } from '@/domain/collateral-posting'

/** What /{appUuid}/collateral reads first: whether the application waits for collateral. */
export const collateralStateReads = (appUuid: string) => ({
  status: applicationStateQueryOptions(appUuid),
})

/** Then, while it waits: where to send the collateral, asked again until an address opens. */
export const collateralReads = (appUuid: string) => ({
  collateral: collateralQueryOptions(appUuid, depositAddressPoll),
})
