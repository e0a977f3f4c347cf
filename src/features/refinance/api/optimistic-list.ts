import type { RefinanceApplication } from '@contract/refinance'
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Changes one application in the borrower's refinance list before the lender answers: any
 * reading under way is cancelled (it would put the old list back), and the earlier list is
 * returned for the mutation's onError to restore.
 */
export async function changeListedApplication(
  queryClient: QueryClient,
  key: QueryKey,
  appUuid: string,
  change: (application: RefinanceApplication) => RefinanceApplication,
): Promise<{ earlier: RefinanceApplication[] | undefined }> {
  await queryClient.cancelQueries({ queryKey: key })
  const earlier = queryClient.getQueryData<RefinanceApplication[]>(key)
  if (earlier) {
    queryClient.setQueryData<RefinanceApplication[]>(
      key,
      earlier.map((application) =>
        application.appUuid === appUuid ? change(application) : application,
      ),
    )
  }
  return { earlier }
}
