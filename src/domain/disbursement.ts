import type { FinalStepsDashboard } from '@contract/borrowers'
import { z } from '@contract/zod'

/**
 * Where the loan is paid (core-journey.md §2, §5, §9): the routing-number checksum, the manual
 * bank form, the USDC wallet address and the optimistic checklist update. Pure, so each rule is
 * tested as a table.
 */

export const ROUTING_NUMBER_LENGTH = 9
export const ACCOUNT_NUMBER_MIN_DIGITS = 4
export const ACCOUNT_NUMBER_MAX_DIGITS = 17
export const USDC_ADDRESS_MAX_LENGTH = 44
/** The bank authorisation listing is polled this often while an item is pending (§4, §9). */
export const BANK_LINK_POLL_MS = 3_000

/** The weights of the ABA checksum, repeated over the nine digits. */
const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const

/** A routing number is nine digits whose 3-7-1 weighted sum is divisible by 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false
  const total = ROUTING_WEIGHTS.reduce(
    (sum, weight, index) => sum + weight * Number(value[index]),
    0,
  )
  return total % 10 === 0
}

export const MANUAL_BANK_MESSAGES = {
  routingRequired: 'Please enter a routing number',
  routingInvalid: 'Invalid routing number',
  accountRequired: 'Please enter an account number',
  accountTooShort: 'At least 4 digits',
  accountTooLong: 'Up to 17 digits',
  accountInvalid: 'Invalid',
  firstNameRequired: 'Please enter the first name.',
  lastNameRequired: 'Please enter the last name.',
  uploadFailed: 'Failed to upload manual bank information.',
} as const

/** The account number's one message, rules in the order the spec gives them. */
export function accountNumberError(value: string): string | null {
  if (value === '') return MANUAL_BANK_MESSAGES.accountRequired
  if (!/^\d*$/.test(value)) return MANUAL_BANK_MESSAGES.accountInvalid
  if (value.length < ACCOUNT_NUMBER_MIN_DIGITS) return MANUAL_BANK_MESSAGES.accountTooShort
  if (value.length > ACCOUNT_NUMBER_MAX_DIGITS) return MANUAL_BANK_MESSAGES.accountTooLong
  return null
}

export function routingNumberError(value: string): string | null {
  if (value === '') return MANUAL_BANK_MESSAGES.routingRequired
  return isValidRoutingNumber(value) ? null : MANUAL_BANK_MESSAGES.routingInvalid
}

/** The manual bank form (§5). Numbers are checked as typed; names are trimmed. */
export const manualBankFormSchema = z.object({
  routingNumber: z.string().check(
    z.superRefine((value, ctx) => {
      const message = routingNumberError(value.trim())
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  ),
  accountNumber: z.string().check(
    z.superRefine((value, ctx) => {
      const message = accountNumberError(value.trim())
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  ),
  firstName: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, MANUAL_BANK_MESSAGES.firstNameRequired)),
  lastName: z.string().check(z.trim()).check(z.minLength(1, MANUAL_BANK_MESSAGES.lastNameRequired)),
})
export type ManualBankForm = z.input<typeof manualBankFormSchema>

export const USDC_MESSAGES = {
  required: 'You must enter a wallet address',
  tooLong: 'Wallet address exceeds supported character limits',
} as const

/** The USDC wallet address (§5): at least one character, at most 44. */
export const usdcAddressSchema = z
  .string()
  .check(z.minLength(1, USDC_MESSAGES.required))
  .check(z.maxLength(USDC_ADDRESS_MAX_LENGTH, USDC_MESSAGES.tooLong))

export function usdcAddressError(value: string): string | null {
  const parsed = usdcAddressSchema.safeParse(value)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? USDC_MESSAGES.required)
}

export const CHOOSE_ACCOUNT_MESSAGE = 'Please select an account.'

/** A linked account's number as the choose-account list shows it. */
export function maskedAccountNumber(mask: string): string {
  return `XXX-${mask}`
}

/** Setting the disbursement account marks its card COMPLETED at once (§4 optimistic update). */
export function withDisbursementCompleted(dashboard: FinalStepsDashboard): FinalStepsDashboard {
  return {
    ...dashboard,
    items: dashboard.items.map((item) =>
      item.name === 'Disbursement Account' ? { ...item, status: 'COMPLETED' } : item,
    ),
  }
}

/**
 * The notice when the lender refuses the account as out of step (409): the application's final
 * steps were completed meanwhile, in another tab or window. Nothing to try again.
 */
export const DISBURSEMENT_MOVED_ON_NOTICE = {
  tone: 'info',
  title: 'Your final steps are already complete',
  body: 'They were completed in another tab or window. Here is where your application stands now.',
} as const
