import { describe, expect, it } from 'vitest'
import {
  codeError,
  credentialsFormSchema,
  emailError,
  LEGACY_SIGN_IN_MESSAGES,
  legacyRefusalOf,
  nextSignInStep,
  oneTimeCodeOf,
} from '@/domain/legacy-sign-in'
import {
  afterSignInPath,
  DEFAULT_RETURN_PATH,
  LOGIN_PAGE_PATH,
  loginHref,
  loginReturnPath,
} from '@/domain/login-redirect'

const BASE = '/account/crypto-backed-loan'
const login = (redirectUrl: string) =>
  `${LOGIN_PAGE_PATH}?redirectUrl=${encodeURIComponent(redirectUrl)}`

describe('where a legacy sign-in goes once the password was right (refinance-release-shell §3)', () => {
  it.each([
    // passwordExpired, twoFactorEnabled, totpVerified -> step
    [false, false, false, 'signed-in'],
    [false, true, false, 'two-factor'],
    [false, true, true, 'signed-in'],
    [false, false, true, 'signed-in'],
    [true, false, false, 'password-expired'],
    [true, true, false, 'password-expired'],
    [true, true, true, 'password-expired'],
  ] as const)(
    'password expired %s, two-factor %s, code verified %s: %s',
    (passwordExpired, twoFactorEnabled, totpVerified, step) => {
      expect(nextSignInStep({ passwordExpired, twoFactorEnabled, totpVerified })).toBe(step)
    },
  )
})

describe('a one-time code as typed', () => {
  it.each([
    ['246810', '246810'],
    [' 246810 ', '246810'],
    ['246 810', '246810'],
    ['246-810', '246810'],
    ['24681', null],
    ['2468100', null],
    ['24681a', null],
    ['', null],
    ['２４６８１０', null],
  ])('%j is the code %j', (typed, code) => {
    expect(oneTimeCodeOf(typed)).toBe(code)
  })

  it.each([
    ['', LEGACY_SIGN_IN_MESSAGES.codeRequired],
    ['   ', LEGACY_SIGN_IN_MESSAGES.codeRequired],
    ['12345', LEGACY_SIGN_IN_MESSAGES.codeInvalid],
    ['123 456', null],
  ])('the code field with %j says %j', (typed, message) => {
    expect(codeError(typed)).toBe(message)
  })
})

describe('the email and password fields', () => {
  it.each([
    ['', LEGACY_SIGN_IN_MESSAGES.emailRequired],
    ['  ', LEGACY_SIGN_IN_MESSAGES.emailRequired],
    ['dana', LEGACY_SIGN_IN_MESSAGES.emailInvalid],
    ['dana@example', LEGACY_SIGN_IN_MESSAGES.emailInvalid],
    ['dana whitfield@example.com', LEGACY_SIGN_IN_MESSAGES.emailInvalid],
    ['dana.whitfield@example.com', null],
    [' dana.whitfield@example.com ', null],
  ])('the email %j says %j', (typed, message) => {
    expect(emailError(typed)).toBe(message)
  })

  it('asks for a password, and sends one as typed (spaces are part of it)', () => {
    const empty = credentialsFormSchema.safeParse({ email: 'a@b.co', password: '' })
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      LEGACY_SIGN_IN_MESSAGES.passwordRequired,
    ])
    expect(credentialsFormSchema.parse({ email: 'a@b.co', password: ' pass word ' }).password).toBe(
      ' pass word ',
    )
  })
})

describe('which refusal a failed legacy sign-in call carries', () => {
  it.each([
    [401, { message: 'x', errorCode: 'INVALID_CREDENTIALS' }, 'invalid-credentials'],
    [401, { message: 'Unauthenticated' }, 'invalid-credentials'],
    [400, { message: 'x', errorCode: 'INVALID_CODE' }, 'invalid-code'],
    [423, { message: 'x', errorCode: 'ACCOUNT_LOCKED' }, 'locked'],
    [423, null, 'locked'],
    [400, { message: 'Invalid body' }, null],
    [503, { message: 'Service unavailable' }, null],
    [0, null, null],
  ])('status %s with %j: %s', (status, body, refusal) => {
    expect(legacyRefusalOf(status, body)).toBe(refusal)
  })
})

describe('the page sign-in comes back to (refinance-release-shell §2, §5)', () => {
  it.each([
    [`${BASE}/abc/next-steps`, `${BASE}/abc/next-steps`],
    [`${BASE}/start?state=NY`, `${BASE}/start?state=NY`],
    // On the login page: where the login page itself was to return to.
    [login(`${BASE}/abc/next-steps`), `${BASE}/abc/next-steps`],
    [`${LOGIN_PAGE_PATH}/?redirectUrl=${encodeURIComponent(`${BASE}/faq`)}`, `${BASE}/faq`],
    [LOGIN_PAGE_PATH, undefined],
    [login('//evil.example'), undefined],
    [login('https://evil.example'), undefined],
    // An old link that nested the login page in itself is unwrapped.
    [login(login(login(`${BASE}/dashboard`))), `${BASE}/dashboard`],
    ['//evil.example', undefined],
    ['/3f2b/details', undefined],
    [undefined, undefined],
  ])('from %j: %j', (current, back) => {
    expect(loginReturnPath(current)).toBe(back)
  })

  it('a completed sign-in with nowhere to come back to goes to the start, as the broker’s does', () => {
    expect(afterSignInPath(undefined)).toBe(DEFAULT_RETURN_PATH)
    expect(DEFAULT_RETURN_PATH).toBe(`${BASE}/start`)
    expect(afterSignInPath(`${BASE}/faq`)).toBe(`${BASE}/faq`)
    expect(afterSignInPath('https://evil.example')).toBe(DEFAULT_RETURN_PATH)
  })

  it('the Login link on the login page never names the login page', () => {
    const here = login(`${BASE}/abc/next-steps`)
    expect(loginHref('/auth/login', here)).toBe(
      `/auth/login?redirectUrl=${encodeURIComponent(`${BASE}/abc/next-steps`)}`,
    )
    expect(loginHref('/auth/login', LOGIN_PAGE_PATH)).toBe('/auth/login')
  })
})
