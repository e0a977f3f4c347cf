import type { SourceOfIncome } from '@contract/borrowers'
import type { Address } from '@contract/profile'
import { z } from '@contract/zod'
import { formatPhone } from './format'
import { stateName } from './us-states'

/**
 * The borrower details form's rules (core-journey.md §5 'Borrower details', §8, §9), with the
 * spec's messages word for word. Inputs are what the borrower typed; the parsed output is what
 * the calls send.
 */

export const MINIMUM_AGE = 18
export const EARLIEST_BIRTH_YEAR = 1900
export const US_PHONE_DIGITS = 10

export const borrowerDetailsMessages = {
  required: 'Required',
  unsupportedCharacters: 'Some of the characters entered are not supported',
  // The spec gives no wording for a short first name; this mirrors the last name's message.
  firstNameShort: 'First name must be at least two characters',
  lastNameShort: 'Last name must be at least two characters',
  dobFormat: 'DOB must be mm/dd/yyyy',
  dobAge: 'Must be 18 years or older',
  dobYear: 'Must be at least 1900',
  ssn: 'Must be vaid SSN',
  idNumber: (idTypeLabel: string) => `Please enter a valid ${idTypeLabel}`,
  stateRequired: 'State is required',
  stateMismatch: (state: string) => `State must match ${stateName(state)}`,
  stateNotLent: (state: string) => `Sorry! We do not yet lend to residents of ${stateName(state)}`,
  phoneLeadingOne: 'Do not enter "1" as first digit of area code',
  phoneInvalid: 'Must be a valid phone number',
  multipleAddresses: (supportPhone: string) =>
    `You've entered multiple addresses. Please contact customer support at ${formatPhone(supportPhone)}.`,
  loanAmount: (supportPhone: string) =>
    `The loan amount you selected is not valid in your state of residence. Please contact customer support at ${formatPhone(supportPhone)} to re-start your application with an eligible offer`,
} as const

export const SUFFIXES = ['Jr', 'Sr', 'I', 'II', 'III', 'IV', 'V'] as const
export type Suffix = (typeof SUFFIXES)[number]

export const ID_TYPES = [
  { value: 'PASSPORT', label: 'Passport Number' },
  { value: 'GIIN', label: 'GIIN' },
] as const
export type IdType = (typeof ID_TYPES)[number]['value']

export const SOURCES_OF_INCOME: readonly { value: SourceOfIncome; label: string }[] = [
  { value: 'EMPLOYMENT', label: 'Employment' },
  { value: 'BUSINESS_OWNERSHIP', label: 'Business ownership' },
  { value: 'INHERITANCE', label: 'Inheritance' },
  { value: 'INVESTMENTS', label: 'Investments' },
  { value: 'SALE_OF_PROPERTY', label: 'Sale of property' },
  { value: 'OTHER', label: 'Other' },
]

/** What the form holds: every field as typed (a disabled field may read as undefined). */
export interface BorrowerDetailsInput {
  firstName?: string | undefined
  lastName?: string | undefined
  suffix?: string | undefined
  dob?: string | undefined
  ssn?: string | undefined
  countryOfCitizenship?: string | undefined
  idType?: string | undefined
  idNumber?: string | undefined
  sourceOfIncome: string
  street1: string
  street2: string
  city: string
  state: string
  zip: string
  phone: string
  eComms: boolean
  tosPrivacy: boolean
  marketing: boolean
}
export type BorrowerDetailsField = keyof BorrowerDetailsInput

/** Fields in the order the form shows them: the first one in error takes focus on submit. */
export const BORROWER_DETAILS_FIELD_ORDER: readonly BorrowerDetailsField[] = [
  'firstName',
  'lastName',
  'suffix',
  'dob',
  'ssn',
  'countryOfCitizenship',
  'idType',
  'idNumber',
  'sourceOfIncome',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'phone',
  'eComms',
  'tosPrivacy',
  'marketing',
]

export interface BorrowerDetailsContext {
  /** Borrowers outside the US give citizenship and an ID instead of an SSN. */
  international: boolean
  /** Renewals keep the profile's personal fields: they are shown disabled and not checked. */
  rollForward: boolean
  /** The selected offer's state; the home address must be in it. */
  offerState: string | null
  /** US states where the lender lends (rateEnabled). */
  rateEnabledStates: ReadonlySet<string>
  /** A profile that already holds an SSN does not need it again. */
  hasSsn: boolean
  /** Today, for the age rule. */
  today: Date
}

const NAME_CHARACTERS = /^[A-Za-z\- ]+$/
const LAST_NAME_CHARACTERS = /^[A-Za-z\-' ]+$/
const SSN_FORMAT = /^\d{3}-\d{2}-\d{4}$/
const ID_NUMBER_FORMAT = /^[A-Za-z0-9]{6,24}$/
const DOB_FORMAT = /^(\d{2})\/(\d{2})\/(\d{4})$/

const text = (value: string | undefined) => (value ?? '').trim()

export function firstNameError(value: string | undefined): string | undefined {
  const name = text(value)
  if (!name) return borrowerDetailsMessages.required
  if (!NAME_CHARACTERS.test(name)) return borrowerDetailsMessages.unsupportedCharacters
  if (name.length < 2) return borrowerDetailsMessages.firstNameShort
  return undefined
}

export function lastNameError(value: string | undefined): string | undefined {
  const name = text(value)
  if (!name) return borrowerDetailsMessages.required
  if (!LAST_NAME_CHARACTERS.test(name)) return borrowerDetailsMessages.unsupportedCharacters
  if (name.length < 2) return borrowerDetailsMessages.lastNameShort
  return undefined
}

export function suffixError(value: string | undefined): string | undefined {
  const suffix = text(value)
  if (!suffix || (SUFFIXES as readonly string[]).includes(suffix)) return undefined
  return borrowerDetailsMessages.unsupportedCharacters
}

export type DobResult = { ok: true; iso: string } | { ok: false; message: string }

/** mm/dd/yyyy, a real calendar date, from 1900, at least 18 years before today. */
export function parseDob(value: string | undefined, today: Date): DobResult {
  const match = DOB_FORMAT.exec(text(value))
  if (!match) return { ok: false, message: borrowerDetailsMessages.dobFormat }
  const month = Number(match[1])
  const day = Number(match[2])
  const year = Number(match[3])
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, message: borrowerDetailsMessages.dobFormat }
  }
  if (year < EARLIEST_BIRTH_YEAR) return { ok: false, message: borrowerDetailsMessages.dobYear }
  const todayYear = today.getFullYear()
  const todayMonth = today.getMonth() + 1
  const todayDay = today.getDate()
  const hadBirthdayThisYear = todayMonth > month || (todayMonth === month && todayDay >= day)
  const age = todayYear - year - (hadBirthdayThisYear ? 0 : 1)
  if (age < MINIMUM_AGE) return { ok: false, message: borrowerDetailsMessages.dobAge }
  return { ok: true, iso: `${match[3]}-${match[1]}-${match[2]}` }
}

/** yyyy-mm-dd (as the profile holds it) -> mm/dd/yyyy (as the form shows it). */
export function dobForForm(iso: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
  return match ? `${match[2]}/${match[3]}/${match[1]}` : ''
}

export function ssnError(value: string | undefined, hasSsn: boolean): string | undefined {
  const ssn = text(value)
  if (!ssn && hasSsn) return undefined
  return SSN_FORMAT.test(ssn) ? undefined : borrowerDetailsMessages.ssn
}

/** Digits typed into the SSN field, shown as ddd-dd-dddd while typing. */
export function formatSsnInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9)
  if (digits.length <= 3) return digits
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
}

/** The SSN as shown once the field is left: only its last four digits. */
export function maskSsn(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (!digits) return ''
  return `***-**-${digits.slice(-4).padStart(4, '*')}`
}

export function idTypeLabel(idType: string | undefined): string {
  return ID_TYPES.find((entry) => entry.value === idType)?.label ?? 'ID number'
}

export function idNumberError(
  value: string | undefined,
  idType: string | undefined,
): string | undefined {
  return ID_NUMBER_FORMAT.test(text(value))
    ? undefined
    : borrowerDetailsMessages.idNumber(idTypeLabel(idType))
}

/** The digits of a phone number, a leading '+1' country code taken off. */
export function phoneDigits(value: string): string {
  const trimmed = value.trim()
  const national = /^\+\s*1/.test(trimmed) ? trimmed.replace(/^\+\s*1/, '') : trimmed
  return national.replace(/\D/g, '')
}

export function phoneError(value: string, international: boolean): string | undefined {
  if (!value.trim()) return borrowerDetailsMessages.required
  const digits = phoneDigits(value)
  if (digits.startsWith('1')) return borrowerDetailsMessages.phoneLeadingOne
  if (!international && digits.length !== US_PHONE_DIGITS) {
    return borrowerDetailsMessages.phoneInvalid
  }
  if (international && digits.length === 0) return borrowerDetailsMessages.phoneInvalid
  return undefined
}

/** The phone as the identity alias takes it: +1 and ten digits in the US, as typed elsewhere. */
export function phoneForAlias(value: string, international: boolean): string {
  return international ? value.trim() : `+1${phoneDigits(value)}`
}

export function stateError(
  value: string,
  context: Pick<BorrowerDetailsContext, 'international' | 'offerState' | 'rateEnabledStates'>,
): string | undefined {
  const state = value.trim()
  if (!state) return borrowerDetailsMessages.stateRequired
  if (context.international) return undefined
  if (!context.rateEnabledStates.has(state.toUpperCase())) {
    return borrowerDetailsMessages.stateNotLent(state.toUpperCase())
  }
  if (context.offerState && state.toUpperCase() !== context.offerState.toUpperCase()) {
    return borrowerDetailsMessages.stateMismatch(context.offerState)
  }
  return undefined
}

/** Every field's first message; empty when the form can be sent. */
export function borrowerDetailsErrors(
  input: BorrowerDetailsInput,
  context: BorrowerDetailsContext,
): Partial<Record<BorrowerDetailsField, string>> {
  const errors: Partial<Record<BorrowerDetailsField, string | undefined>> = {}
  if (!context.rollForward) {
    errors.firstName = firstNameError(input.firstName)
    errors.lastName = lastNameError(input.lastName)
    errors.suffix = suffixError(input.suffix)
    const dob = parseDob(input.dob, context.today)
    errors.dob = dob.ok ? undefined : dob.message
    if (context.international) {
      if (!text(input.countryOfCitizenship)) {
        errors.countryOfCitizenship = borrowerDetailsMessages.required
      }
      if (!ID_TYPES.some((entry) => entry.value === input.idType)) {
        errors.idType = borrowerDetailsMessages.required
      }
      errors.idNumber = idNumberError(input.idNumber, input.idType)
    } else {
      errors.ssn = ssnError(input.ssn, context.hasSsn)
    }
  }
  if (!SOURCES_OF_INCOME.some((entry) => entry.value === input.sourceOfIncome)) {
    errors.sourceOfIncome = borrowerDetailsMessages.required
  }
  for (const field of ['street1', 'city', 'zip'] as const) {
    if (!text(input[field])) errors[field] = borrowerDetailsMessages.required
  }
  errors.state = stateError(input.state, context)
  errors.phone = phoneError(input.phone, context.international)
  if (!input.eComms) errors.eComms = borrowerDetailsMessages.required
  if (!input.tosPrivacy) errors.tosPrivacy = borrowerDetailsMessages.required
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as Partial<Record<BorrowerDetailsField, string>>
}

/** What a valid form sends: trimmed, the dob as yyyy-mm-dd, the phone as the alias takes it. */
export interface BorrowerDetailsValues {
  /** Absent for renewals, whose personal fields come from the profile. */
  personal: {
    firstName: string
    lastName: string
    suffix: Suffix | null
    dob: string
    ssn: string | null
    citizenship: { country: string; idType: IdType; idNumber: string } | null
  } | null
  sourceOfIncome: SourceOfIncome
  address: { street1: string; street2: string | null; city: string; state: string; zip: string }
  phone: string
  consents: { eComms: boolean; tosPrivacy: boolean; marketing: boolean }
}

function toValues(input: BorrowerDetailsInput, context: BorrowerDetailsContext) {
  const dob = parseDob(input.dob, context.today)
  const suffix = text(input.suffix)
  const values: BorrowerDetailsValues = {
    personal: context.rollForward
      ? null
      : {
          firstName: text(input.firstName),
          lastName: text(input.lastName),
          suffix: (SUFFIXES as readonly string[]).includes(suffix) ? (suffix as Suffix) : null,
          dob: dob.ok ? dob.iso : '',
          ssn: !context.international && text(input.ssn) ? text(input.ssn) : null,
          citizenship: context.international
            ? {
                country: text(input.countryOfCitizenship),
                idType: input.idType as IdType,
                idNumber: text(input.idNumber),
              }
            : null,
        },
    sourceOfIncome: input.sourceOfIncome as SourceOfIncome,
    address: {
      street1: text(input.street1),
      street2: text(input.street2) || null,
      city: text(input.city),
      state: text(input.state).toUpperCase(),
      zip: text(input.zip),
    },
    phone: phoneForAlias(input.phone, context.international),
    consents: { eComms: input.eComms, tosPrivacy: input.tosPrivacy, marketing: input.marketing },
  }
  return values
}

const optionalText = z.optional(z.string())

/** The form's zod schema for this borrower and offer; its output is ready to send. */
export function createBorrowerDetailsSchema(context: BorrowerDetailsContext) {
  return z.pipe(
    z
      .object({
        firstName: optionalText,
        lastName: optionalText,
        suffix: optionalText,
        dob: optionalText,
        ssn: optionalText,
        countryOfCitizenship: optionalText,
        idType: optionalText,
        idNumber: optionalText,
        sourceOfIncome: z.string(),
        street1: z.string(),
        street2: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        phone: z.string(),
        eComms: z.boolean(),
        tosPrivacy: z.boolean(),
        marketing: z.boolean(),
      })
      .check(
        z.superRefine((input, ctx) => {
          const errors = borrowerDetailsErrors(input, context)
          for (const field of BORROWER_DETAILS_FIELD_ORDER) {
            const message = errors[field]
            if (message) ctx.addIssue({ code: 'custom', path: [field], message })
          }
        }),
      ),
    z.transform((input) => toValues(input, context)),
  )
}

/** The parts of an address the mismatch rule compares. */
export type ComparedAddress = Pick<Address, 'street1' | 'city' | 'state' | 'zip'>

const same = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/**
 * The profile already holds a home address and the one typed differs from it (ignoring case)
 * in street, city, state or zip: the borrower must call support (§5, §8).
 */
export function differsFromHomeAddress(
  typed: ComparedAddress,
  addresses: readonly Address[],
): boolean {
  const home = addresses.find((address) => address.type === 'HOME')
  if (!home) return false
  if (!typed.street1.trim() || !typed.city.trim() || !(typed.state ?? '').trim()) return false
  if (!typed.zip.trim()) return false
  return !(
    same(typed.street1, home.street1) &&
    same(typed.city, home.city) &&
    same(typed.state, home.state) &&
    same(typed.zip, home.zip)
  )
}

/** A submit failure the borrower cannot fix here: the offer is outside the state's limits (§8). */
export function isLoanAmountError(message: string | undefined): boolean {
  if (!message) return false
  return message.includes('Loan amount') || message.includes('is greater than the rate cap of')
}

/** After the details are sent: read the state every 2 s, at most 10 times (core-journey §4, §9). */
export const DETAILS_POLL = { maxAttempts: 10, intervalMs: 2_000 } as const

/** Whether the application has moved on from the details step. */
export function hasLeftDetails(state: string): boolean {
  return state !== 'BORROWER_DETAILS'
}

/** An address suggestion is offered only when it names every part (street, city, state, zip). */
export function completeSuggestions<
  T extends { street1: string; city: string; state: string; zip: string },
>(suggestions: readonly T[]): T[] {
  return suggestions.filter((suggestion) =>
    [suggestion.street1, suggestion.city, suggestion.state, suggestion.zip].every(
      (part) => part.trim() !== '',
    ),
  )
}

/** One line for a suggestion: '1 Market St, Apt 2, San Francisco, CA 94105'. */
export function suggestionLabel(suggestion: {
  street1: string
  street2: string | null
  city: string
  state: string
  zip: string
}): string {
  const street = suggestion.street2
    ? `${suggestion.street1}, ${suggestion.street2}`
    : suggestion.street1
  return `${street}, ${suggestion.city}, ${suggestion.state} ${suggestion.zip}`
}
