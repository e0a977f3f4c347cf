import { en, Faker } from '@faker-js/faker'
import { bech32 } from '@scure/base'
import { isValidRoutingNumber } from '@/domain/disbursement'

/**
 * Personal data of a recording replaced with seeded fakes before anything is written: the same
 * value gets the same fake everywhere (in every answer, body and free text), and a run over
 * the same file gives the same fakes.
 */

export const PERSONAL_KINDS = [
  'name',
  'ssn',
  'id number',
  'date of birth',
  'email',
  'phone',
  'address',
  'account number',
  'routing number',
  'wallet address',
  'token',
] as const
export type PersonalKind = (typeof PERSONAL_KINDS)[number]

/** The fields that hold personal data, by their name in the contract's bodies and answers. */
const KIND_OF_FIELD: Readonly<Record<string, PersonalKind>> = {
  firstName: 'name',
  lastName: 'name',
  middleName: 'name',
  accountHolderName: 'name',
  ssn: 'ssn',
  ssnLastFour: 'ssn',
  governmentIssuedIdentifier: 'id number',
  value: 'id number',
  loanId: 'account number',
  dob: 'date of birth',
  email: 'email',
  phone: 'phone',
  phoneNumber: 'phone',
  number: 'phone',
  street1: 'address',
  street2: 'address',
  city: 'address',
  zip: 'address',
  accountNumber: 'account number',
  accountNumberMask: 'account number',
  routingNumber: 'routing number',
  depositAddress: 'wallet address',
  address: 'wallet address',
  returnAddress: 'wallet address',
  accountAddress: 'wallet address',
  groupPolicyAddress: 'wallet address',
  token: 'token',
  accessToken: 'token',
  publicToken: 'token',
  linkToken: 'token',
  link_token: 'token',
  public_token: 'token',
}

/** Former-lender loan numbers are account numbers too (CL-100234). */
const LOAN_NUMBER_FIELDS = new Set(['celsiusLoanNumbers', 'loanNumbers', 'loanNumber'])

export interface Scrubber {
  /** A copy of the value with every personal field (and every known personal text) faked. */
  scrub<T>(value: T): T
  /** The fake for a value of a kind (the same one on every call). */
  fake(kind: PersonalKind, original: string, field?: string): string
  /** A copy with every personal value already known faked wherever it appears in text. */
  inText<T>(value: T): T
  /** What was replaced: distinct values and places, by kind. */
  report(): { kind: PersonalKind; values: number; places: number }[]
  /** Every original value replaced (for a check that none is left). */
  originals(): string[]
}

/**
 * Eight digits and the ninth that makes them a routing number by the form's own rule, so that a
 * replay can type it into the form that checks it. Faker's own needs locale data the English
 * locale alone does not hold.
 */
function routingNumberFrom(eight: string): string {
  const ninth = [...'0123456789'].find((digit) => isValidRoutingNumber(`${eight}${digit}`))
  return `${eight}${ninth}`
}

function seedOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

export function createScrubber(seed: string): Scrubber {
  const faker = new Faker({ locale: [en] })
  faker.seed(seedOf(seed))
  const fakes = new Map<string, { kind: PersonalKind; fake: string }>()
  const places = new Map<PersonalKind, number>()

  function makeFake(kind: PersonalKind, original: string, field?: string): string {
    const digitsLike = (text: string) => text.replace(/\d/g, () => String(faker.number.int(9)))
    switch (kind) {
      case 'name':
        return field === 'lastName' ? faker.person.lastName() : faker.person.firstName()
      case 'ssn':
        return /^\d{4}$/.test(original)
          ? faker.string.numeric(4)
          : faker.helpers.replaceSymbols('9##-##-####')
      case 'id number':
        return faker.string.alphanumeric({ length: Math.max(6, original.length), casing: 'upper' })
      case 'date of birth':
        return faker.date
          .birthdate({ mode: 'age', min: 25, max: 70, refDate: '2025-01-01T00:00:00.000Z' })
          .toISOString()
          .slice(0, 10)
      case 'email':
        return `${faker.person.firstName().toLowerCase()}.${faker.person.lastName().toLowerCase()}@example.com`.replace(
          /[^a-z0-9.@]/g,
          '',
        )
      case 'phone':
        return faker.helpers.replaceSymbols('(###) 555-01##')
      case 'address':
        if (field === 'zip') return faker.location.zipCode('#####')
        if (field === 'city') return faker.location.city()
        if (field === 'street2') return faker.location.secondaryAddress()
        return faker.location.streetAddress()
      case 'account number':
        // Keeps the shape (CL-100234 stays letters, a dash and six digits).
        return /\d/.test(original)
          ? digitsLike(original)
          : faker.string.alphanumeric(original.length)
      case 'routing number':
        return routingNumberFrom(faker.string.numeric(8))
      case 'wallet address':
        if (/^bc1/i.test(original)) {
          const program = Uint8Array.from(
            faker.helpers.multiple(() => faker.number.int(255), { count: 20 }),
          )
          return bech32.encode('bc', [0, ...bech32.toWords(program)])
        }
        if (/^0x/i.test(original)) return faker.finance.ethereumAddress()
        return faker.string.alphanumeric(original.length)
      case 'token':
        return `fake-${faker.string.alphanumeric(24)}`
    }
  }

  function fake(kind: PersonalKind, original: string, field?: string): string {
    places.set(kind, (places.get(kind) ?? 0) + 1)
    const known = fakes.get(original)
    if (known) return known.fake
    let made = makeFake(kind, original, field)
    // Two originals never share a fake, and a fake is never a value of the recording.
    while ([...fakes.values()].some((item) => item.fake === made) || fakes.has(made)) {
      made = `${made}${faker.string.numeric(1)}`
    }
    fakes.set(original, { kind, fake: made })
    return made
  }

  function fieldKind(key: string, parentKey: string | null): PersonalKind | null {
    if (LOAN_NUMBER_FIELDS.has(key) || (parentKey !== null && LOAN_NUMBER_FIELDS.has(parentKey))) {
      return 'account number'
    }
    // `value` is personal only inside an identifier; `number` only inside a phone list.
    if (key === 'value') return parentKey === 'governmentIssuedIdentifier' ? 'id number' : null
    if (key === 'number') return parentKey === 'phoneNumbers' ? 'phone' : null
    if (key === 'address' && parentKey === 'homeAddress') return null
    return KIND_OF_FIELD[key] ?? null
  }

  function walk(value: unknown, key: string | null, parentKey: string | null): unknown {
    if (typeof value === 'string') {
      const kind = key === null ? null : fieldKind(key, parentKey)
      if (kind && value.trim() !== '') return fake(kind, value, key ?? undefined)
      return value
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, key, parentKey ?? key))
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([field, item]) => [field, walk(item, field, key)]),
      )
    }
    return value
  }

  /** A known personal value inside free text ("Continue as Dana Whitfield") is faked too. */
  function inText<T>(value: T): T {
    return textWalk(value) as T
  }

  function textWalk(value: unknown): unknown {
    if (typeof value === 'string') {
      let text = value
      for (const [original, { fake: made, kind }] of fakes) {
        if (original.length < 4 || text === made || !text.includes(original)) continue
        text = text.split(original).join(made)
        places.set(kind, (places.get(kind) ?? 0) + 1)
      }
      return text
    }
    if (Array.isArray(value)) return value.map(textWalk)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([field, item]) => [field, textWalk(item)]),
      )
    }
    return value
  }

  return {
    scrub: <T>(value: T) => walk(value, null, null) as T,
    fake,
    report: () =>
      PERSONAL_KINDS.flatMap((kind) => {
        const values = [...fakes.values()].filter((item) => item.kind === kind).length
        return values > 0 ? [{ kind, values, places: places.get(kind) ?? 0 }] : []
      }),
    originals: () => [...fakes.keys()],
    inText,
  }
}
