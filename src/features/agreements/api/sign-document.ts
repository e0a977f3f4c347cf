import type { ApplicationStatus, getApplication } from '@contract/applications'
import type { FinalStepsDashboard } from '@contract/borrowers'
import { type LoanDocument, loanDocuments } from '@contract/documents'
import type { EndpointResponse } from '@contract/endpoint'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationKeys, documentKeys } from '@/api/query-keys'
import type { BorrowerPath } from '@/api/reads'
import { useServices } from '@/api/services-context'
import { SIGNED_APPLICATION_STATUS, withAgreementSigned, withoutSigned } from '@/domain/agreements'

export interface SignInput {
  docUuid: string
  /** The last unsigned document: the application moves on once it is signed. */
  last: boolean
}

export type ApplicationFields = EndpointResponse<typeof getApplication>

interface Earlier {
  checklist: FinalStepsDashboard | undefined
  status: ApplicationStatus | undefined
  fields: ApplicationFields | undefined
}

/**
 * Signs one document (core-journey §4). The cached checklist moves on at once: Review
 * Agreements IN_PROGRESS, or PENDING on the last document, when the cached application also
 * becomes PROCESSING / WAITING_FOR_COLLATERAL. A failure puts back what was there before; the
 * screen then takes the borrower back one page.
 */
export function useSignDocument(path: BorrowerPath | null) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const appUuid = path?.appUuid ?? ''
  const keys = {
    checklist: applicationKeys.finalSteps(appUuid),
    status: applicationKeys.state(appUuid),
    fields: applicationKeys.fields(appUuid),
  }
  return useMutation({
    mutationFn: async ({ docUuid }: SignInput) => {
      if (!path) throw new Error('No signed-in borrower to sign the document')
      await http.call(loanDocuments.sign, { params: { ...path, docUuid } })
    },
    onMutate: async ({ last }): Promise<Earlier> => {
      await Promise.all(
        Object.values(keys).map((queryKey) => queryClient.cancelQueries({ queryKey })),
      )
      const earlier: Earlier = {
        checklist: queryClient.getQueryData<FinalStepsDashboard>(keys.checklist),
        status: queryClient.getQueryData<ApplicationStatus>(keys.status),
        fields: queryClient.getQueryData<ApplicationFields>(keys.fields),
      }
      if (earlier.checklist) {
        queryClient.setQueryData(keys.checklist, withAgreementSigned(earlier.checklist, last))
      }
      if (last) {
        queryClient.setQueryData<ApplicationStatus>(keys.status, SIGNED_APPLICATION_STATUS)
        if (earlier.fields) {
          queryClient.setQueryData<ApplicationFields>(keys.fields, {
            ...earlier.fields,
            ...SIGNED_APPLICATION_STATUS,
          })
        }
      }
      return earlier
    },
    onError: (_error, _input, earlier) => {
      if (!earlier) return
      // A query that had no answer before has none now either.
      for (const name of ['checklist', 'status', 'fields'] as const) {
        if (earlier[name] === undefined)
          queryClient.removeQueries({ queryKey: keys[name], exact: true })
        else queryClient.setQueryData(keys[name], earlier[name])
      }
    },
    onSuccess: (_data, { docUuid, last }) => {
      if (last) {
        void queryClient.invalidateQueries({ queryKey: documentKeys.all(appUuid) })
        return
      }
      // Signed, it is no longer one to sign: Back and Forward find the next one, not this.
      queryClient.setQueryData<LoanDocument[]>(documentKeys.unsigned(appUuid), (unsigned) =>
        unsigned ? withoutSigned(unsigned, docUuid) : unsigned,
      )
    },
    onSettled: (_data, _error, { last }) => {
      if (!last) return
      // Once the last signature is in, the lender's own answers replace the guesses.
      void queryClient.invalidateQueries({ queryKey: keys.checklist })
      void queryClient.invalidateQueries({ queryKey: keys.status })
    },
  })
}
