import { linkBorrower } from '@contract/borrowers'
import { useMutation } from '@tanstack/react-query'
import { useServices } from '@/api/services-context'

/** The spec's retries for linking the borrower to the application (core-journey.md §7, §9). */
export const LINK_BORROWER_RETRIES = 3

/** Makes the signed-in borrower the application's owner, after an offer chosen signed out. */
export function useLinkBorrower() {
  const { http } = useServices()
  return useMutation({
    mutationFn: (appUuid: string) => http.call(linkBorrower, { params: { appUuid } }),
    retry: LINK_BORROWER_RETRIES,
    retryDelay: 300,
  })
}
