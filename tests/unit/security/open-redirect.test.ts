import { describe, expect, it } from 'vitest'
import { loginSearchSchema } from '@/app/routes/login-route'
import { isSafeRedirectPath, loginHref, safeRedirectPath } from '@/domain/login-redirect'

/**
 * Open-redirect forms (refinance-release-shell §2, §5): each would send a borrower who signs in
 * somewhere other than this app, or run script, if a return path let it through. Every door that
 * writes or reads a return path applies the one rule, so each form is tried at each door.
 */
const HOSTILE_RETURN_PATHS: ReadonlyArray<readonly [form: string, path: string]> = [
  ['protocol-relative', '//evil.example/steal'],
  ['backslash host', '/\\evil.example'],
  ['backslash then slash', '/\\/evil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['fully encoded', '%2F%2Fevil.example'],
  ['tab inside the slashes (browsers drop it)', '/\t/evil.example'],
  ['newline inside the slashes (browsers drop it)', '/\n/evil.example'],
  ['carriage return inside the slashes', '/\r/evil.example'],
  ['javascript: URL', 'javascript:alert(document.cookie)'],
  ['javascript: with leading slash trick', '/javascript:alert(1)'.replace('/j', '/%6A')],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['absolute https URL', 'https://evil.example/account/crypto-backed-loan/start'],
  ['absolute URL, upper-case scheme', 'HTTPS://evil.example'],
  ['leading space', ' /start'],
  ['leading backslashes', '\\\\evil.example'],
  ['empty', ''],
]

describe('open-redirect forms are refused at every door', () => {
  it('tries at least eight forms', () => {
    expect(HOSTILE_RETURN_PATHS.length).toBeGreaterThanOrEqual(8)
  })

  it.each(HOSTILE_RETURN_PATHS)('the rule refuses %s', (_form, path) => {
    expect(isSafeRedirectPath(path)).toBe(false)
    expect(safeRedirectPath(path)).toBeUndefined()
  })

  it.each(HOSTILE_RETURN_PATHS)('the Login link does not carry %s', (_form, path) => {
    expect(loginHref('/auth/login', path)).toBe('/auth/login')
  })

  it.each(HOSTILE_RETURN_PATHS)('the login page drops %s from redirectUrl', (_form, path) => {
    expect(loginSearchSchema.parse({ redirectUrl: path }).redirectUrl).toBeUndefined()
  })

  it('keeps a path of the app', () => {
    const path = '/account/crypto-backed-loan/start?state=NY'
    expect(loginSearchSchema.parse({ redirectUrl: path }).redirectUrl).toBe(path)
    expect(loginHref('/auth/login', path)).toContain(encodeURIComponent(path))
  })
})
