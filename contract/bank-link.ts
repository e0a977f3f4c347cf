import { defineEndpoint } from './endpoint'
import { z } from './zod'

/** The bank link service used by the disbursement screens. */

export const bankLinkItemStatusSchema = z.enum([
  'PENDING',
  'PENDING_VERIFICATION',
  'UPDATING',
  'NEEDS_LOGIN',
  'FAILED',
  'FAILED_NO_RETRY',
  'COMPLETE',
])

export const bankAccountSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  officialName: z.nullable(z.string()),
  accountType: z.string(),
  accountNumberMask: z.string(),
})

export const bankLinkItemSchema = z.object({
  // Assumption: each item carries its own uuid, as linkTokenCreate takes one.
  itemUuid: z.string().check(z.minLength(1)),
  institution: z.object({ name: z.string().check(z.minLength(1)) }),
  status: bankLinkItemStatusSchema,
  accounts: z.array(bankAccountSchema),
})
export type BankLinkItem = z.infer<typeof bankLinkItemSchema>

export const createLinkToken = defineEndpoint({
  id: 'createLinkToken',
  service: 'bankLink',
  method: 'POST',
  path: '/api/v1/authlink/linkTokenCreate',
  secure: true,
  body: z.object({
    itemUuid: z.optional(z.string().check(z.minLength(1))),
    clientName: z.string().check(z.minLength(1)),
    redirectURI: z.string().check(z.minLength(1)),
    products: z.array(z.string().check(z.minLength(1))),
  }),
  // Assumption: the answer holds the link token.
  response: z.object({ linkToken: z.string().check(z.minLength(1)) }),
})

export const exchangePublicToken = defineEndpoint({
  id: 'exchangePublicToken',
  service: 'bankLink',
  method: 'GET',
  path: '/api/v1/authlink/publicTokenExchange/:token',
  secure: true,
  // Assumption: the answer holds the access token used to post the link metadata.
  response: z.object({ accessToken: z.string().check(z.minLength(1)) }),
})

export const postLinkMetadata = defineEndpoint({
  id: 'postLinkMetadata',
  service: 'bankLink',
  method: 'POST',
  path: '/api/v1/authlink/:accessToken',
  secure: true,
  body: z.object({ metadata: z.record(z.string(), z.unknown()) }),
  response: z.unknown(),
  responseKind: 'none',
})

export const listBankLinkItems = defineEndpoint({
  id: 'listBankLinkItems',
  service: 'bankLink',
  method: 'GET',
  // Assumption: the spec only says the listing's path is under /auth.
  path: '/api/v1/auth/items',
  secure: true,
  response: z.array(bankLinkItemSchema),
})

export const reportLinkError = defineEndpoint({
  id: 'reportLinkError',
  service: 'bankLink',
  method: 'POST',
  // Assumption: the path of the link-error report is not shown.
  path: '/api/v1/authlink/linkError',
  secure: true,
  body: z.object({
    linkError: z.record(z.string(), z.unknown()),
    linkErrorMetadata: z.record(z.string(), z.unknown()),
  }),
  response: z.unknown(),
  responseKind: 'none',
})
