import type { FinalStepsDashboard } from '@contract/borrowers'
import { uploadIdentityDocument } from '@contract/borrowers'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { optimisticChange } from '@/api/optimistic-change'
import { applicationKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { withIdentityUploading } from '@/domain/final-steps'
import { type IdentityDocumentType, sideOf } from '../identity-documents'

export type UploadSlot = 'id' | 'additional'

export interface PlannedUpload {
  slot: UploadSlot
  file: File
  documentType: IdentityDocumentType
}

export interface IdentityUploadInput {
  uploads: readonly PlannedUpload[]
  /** Told as each file is accepted, so its uploader can say Uploaded. */
  onUploaded: (slot: UploadSlot) => void
}

/**
 * Sends the ID (and the additional document) one file at a time. Verify Identity shows
 * IN_PROGRESS on the checklist at once; a failure puts back what it showed before (§4).
 */
export function useUploadIdentity(appUuid: string, ownerUuid: string | undefined) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const key = applicationKeys.finalSteps(appUuid)
  return useMutation({
    mutationFn: async ({ uploads, onUploaded }: IdentityUploadInput) => {
      if (!ownerUuid) throw new Error('No signed-in borrower to own the document')
      for (const upload of uploads) {
        const side = sideOf(upload.documentType)
        await http.call(uploadIdentityDocument, {
          params: { appUuid },
          body: {
            document: upload.file,
            documentOwnerIdentityUuid: ownerUuid,
            documentType: upload.documentType,
            fileName: upload.file.name,
            ...(side ? { side } : {}),
          },
        })
        onUploaded(upload.slot)
      }
    },
    ...optimisticChange<FinalStepsDashboard>(queryClient, key, withIdentityUploading),
  })
}
