import { uuidSchema } from './common'
import { defineEndpoint, type ServiceName } from './endpoint'
import { z } from './zod'

/** Loan documents: listed, downloaded as PDF bytes, signed one at a time. */

export const loanDocumentSchema = z.object({
  uuid: uuidSchema,
  name: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  description: z.string(),
})
export type LoanDocument = z.infer<typeof loanDocumentSchema>

// Assumption: documents arrive as a bare list.
const documentListSchema = z.array(loanDocumentSchema)

const borrowerBase = '/secure/api/v1/applications/:appUuid/borrowers/:identityUuid'

/**
 * The same four document calls exist on the lending service (new loans and renewals) and on
 * the application service (refinance); one factory keeps their shapes identical.
 */
function documentEndpoints<S extends ServiceName>(service: S, idPrefix: string) {
  return {
    list: defineEndpoint({
      id: `${idPrefix}listDocuments`,
      service,
      method: 'GET',
      path: `${borrowerBase}/documents`,
      secure: true,
      response: documentListSchema,
    }),
    listUnsigned: defineEndpoint({
      id: `${idPrefix}listUnsignedDocuments`,
      service,
      method: 'GET',
      path: `${borrowerBase}/documents/unsigned`,
      secure: true,
      response: documentListSchema,
    }),
    download: defineEndpoint({
      id: `${idPrefix}downloadDocument`,
      service,
      method: 'GET',
      path: `${borrowerBase}/download-document/:docUuid`,
      secure: true,
      response: z.instanceof(Blob),
      responseKind: 'pdf',
    }),
    sign: defineEndpoint({
      id: `${idPrefix}signDocument`,
      service,
      method: 'POST',
      path: `${borrowerBase}/sign-document/:docUuid`,
      secure: true,
      response: z.unknown(),
      responseKind: 'none',
    }),
  }
}

export const loanDocuments = documentEndpoints('lending', '')
export const refinanceDocuments = documentEndpoints('application', 'refinance.')
