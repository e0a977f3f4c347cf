import { z } from './zod'

/**
 * A refusal: any answer of 400 or more. The app shows `message` (the client reads only that,
 * see serverMessage in src/api/api-error.ts); `code` names the kind of refusal, `errorCode` the
 * lender's own code a screen handles by name, `errors` each reason when there are several.
 */
export const refusalSchema = z.object({
  status: z.optional(z.int()),
  code: z.optional(z.string()),
  message: z.string(),
  errorCode: z.optional(z.string()),
  errors: z.optional(z.array(z.string())),
})
export type Refusal = z.infer<typeof refusalSchema>
