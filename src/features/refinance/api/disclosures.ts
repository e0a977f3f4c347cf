import { type LoanDocument, refinanceDocuments } from '@contract/documents'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refinanceKeys } from '@/api/query-keys'
import type { BorrowerPath } from '@/api/reads'
import { useServices } from '@/api/services-context'
import { SIGNED_APPLICATION_STATUS, withoutSigned } from '@/domain/agreements'
import { changeListedApplication } from './optimistic-list'

/**
 * Signs one disclosure (§4). The last one sets the application to stage PROCESSING and state
 * WAITING_FOR_COLLATERAL at once; on an error the earlier list is put back.
 */
export function useSignDisclosure(path: BorrowerPath | null) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const key = refinanceKeys.list(path?.identityUuid ?? '')
  return useMutation({
    mutationFn: async ({ docUuid }: { docUuid: string; last: boolean }) => {
      if (!path) throw new Error('No signed-in borrower to sign the document')
      await http.call(refinanceDocuments.sign, { params: { ...path, docUuid } })
    },
    onMutate: async ({ last }) => {
      if (!last || !path) return { earlier: undefined }
      return changeListedApplication(queryClient, key, path.appUuid, (application) => ({
        ...application,
        stage: SIGNED_APPLICATION_STATUS.stage,
        state: 'WAITING_FOR_COLLATERAL',
      }))
    },
    onError: (_error, _input, context) => {
      if (context?.earlier) queryClient.setQueryData(key, context.earlier)
    },
    onSuccess: (_data, { docUuid, last }) => {
      if (!path) return
      if (!last) {
        // Signed, it is no longer one to sign: Back and Forward find the next one, not this.
        queryClient.setQueryData<LoanDocument[]>(
          refinanceKeys.unsigned(path.appUuid),
          (unsigned) => (unsigned ? withoutSigned(unsigned, docUuid) : unsigned),
        )
        return
      }
      void queryClient.invalidateQueries({ queryKey: refinanceKeys.documents(path.appUuid) })
      void queryClient.invalidateQueries({ queryKey: key })
    },
  })
}
