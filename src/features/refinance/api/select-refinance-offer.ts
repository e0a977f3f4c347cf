import {
  type RefinanceApplication,
  selectRefinanceOffer,
  setStabilization,
} from '@contract/refinance'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isConflict } from '@/api/api-error'
import { refinanceKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { offersStabilization } from '@/domain/refinance'
import { changeListedApplication } from './optimistic-list'

export interface RefinanceChoice {
  appUuid: string
  offerUuid: string
  stabilization: boolean
}

/**
 * Chooses a rate (refinance-release-shell §4): the stabilization choice is sent first (it is
 * offered with custody-only only), then the offer. The list shows the offer as selected at
 * once; on an error the earlier list is put back.
 */
export function useSelectRefinanceOffer(identityUuid: string | undefined) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const key = refinanceKeys.list(identityUuid ?? '')
  return useMutation({
    mutationFn: async ({ appUuid, offerUuid, stabilization }: RefinanceChoice) => {
      const listed = queryClient.getQueryData<RefinanceApplication[]>(key)
      const offer = listed
        ?.find((application) => application.appUuid === appUuid)
        ?.offers.find((candidate) => candidate.uuid === offerUuid)
      // §7 sends the opt-in (optIn true) and nothing else: a borrower who does not opt in
      // sends no stabilization call at all.
      if (stabilization && offer !== undefined && offersStabilization(offer))
        await http.call(setStabilization, { params: { appUuid }, body: { optIn: true } })
      return http.call(selectRefinanceOffer, { params: { appUuid }, body: { offerUuid } })
    },
    onMutate: async ({ appUuid, offerUuid, stabilization }) => {
      return changeListedApplication(queryClient, key, appUuid, (application) => ({
        ...application,
        selectedOffer: application.offers.find((offer) => offer.uuid === offerUuid) ?? null,
        stabilizationOptIn: stabilization,
      }))
    },
    onError: (error, _choice, context) => {
      if (context?.earlier) queryClient.setQueryData(key, context.earlier)
      // 409: a choice was made already (in another tab, say). Only support changes it (§2):
      // read the list again, which then shows the choice that stands and how to reach support.
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: key })
    },
    onSuccess: (chosen) => {
      queryClient.setQueryData<RefinanceApplication[]>(key, (listed) =>
        listed?.map((application) =>
          application.appUuid === chosen.appUuid ? chosen : application,
        ),
      )
    },
  })
}
