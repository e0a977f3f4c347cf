// @vitest-environment happy-dom

import {
  LEGACY_DEMO_CODE,
  LEGACY_DEMO_PASSWORD,
  legacySignIn,
  legacySignInLocked,
  legacySignInPasswordExpired,
  legacySignInTwoFactor,
} from '@scenarios/legacy-sign-in'
import { createSimulation } from '@sim/create-simulation'
import { screen, within } from '@testing-library/react'
import {
  APP_BASE,
  doubleClickInOneTask,
  installAppHarness,
  type RenderedApp,
  renderApp,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { DANA, fillCredentials, openLogin, type } from './login-page'

installAppHarness()

const header = () => document.querySelector<HTMLElement>('.shell-header')!
const signInButton = () => screen.getByRole('button', { name: 'Sign in' })

const logins = (app: RenderedApp) => app.requests.count('/identity/api/v1/login')

describe('the legacy sign-in page (refinance-release-shell §2, §3, §4)', () => {
  it('signs Dana in with email and password, keeps the token and goes to redirectUrl', async () => {
    const { app, appUuid, simulation } = await openLogin(legacySignIn)
    expect(app.token.get()).toBeNull()
    const email = screen.getByLabelText('Email')
    expect(email.getAttribute('autocomplete')).toBe('username')
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password')
    await fillCredentials(app)
    await app.user.click(signInButton())
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
    // The token is kept where the broker's sign-in keeps it, and is the borrower's.
    expect(simulation.engine.authenticate(app.token.get())?.email).toBe(DANA)
    await waitUntil(() => within(header()).getByRole('button', { name: 'Sign out' }))
  })

  it('goes to the start when there is no redirectUrl', async () => {
    const simulation = await createSimulation({ services: testServices, scenario: legacySignIn })
    const app = await renderApp('/auth/login', { simulation })
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Sign in' }))
    await fillCredentials(app)
    await app.user.click(signInButton())
    await waitUntil(() => expect(app.location()).not.toMatch(/^\/auth\/login/))
    expect(app.location()).toMatch(/^\/(start|residency)/)
  })

  it('a wrong password says so, keeps what was typed and does not sign in', async () => {
    const { app } = await openLogin(legacySignIn)
    await fillCredentials(app, 'not-my-password')
    await app.user.click(signInButton())
    const alert = await waitUntil(() => screen.getByRole('alert'))
    expect(alert.textContent).toContain('The email or password is not right.')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(DANA)
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('not-my-password')
    // Focus goes to the password, to type it again.
    expect(document.activeElement).toBe(screen.getByLabelText('Password'))
    expect(app.token.get()).toBeNull()
    expect(app.location()).toMatch(/^\/auth\/login/)
  })

  it('checks the fields before sending: messages that say what to do, focus on the first', async () => {
    const { app } = await openLogin(legacySignIn)
    await type(app, 'Email', 'dana.example.com')
    await app.user.click(signInButton())
    const alert = await waitUntil(() => screen.getByRole('alert'))
    expect(within(alert).getByRole('link', { name: /name@example.com/ })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Enter your password' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(logins(app)).toBe(0)
  })

  it('asks for the two-factor code where two-factor is on, and keeps no token until it is given', async () => {
    const { app, appUuid } = await openLogin(legacySignInTwoFactor)
    await fillCredentials(app)
    await app.user.click(signInButton())
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: 'Enter your sign-in code' }),
    )
    const code = screen.getByLabelText('Sign-in code')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    await waitUntil(() => expect(document.activeElement).toBe(code))
    expect(app.token.get()).toBeNull()

    await app.user.type(code, '111111')
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() =>
      expect(screen.getByRole('alert').textContent).toContain('That code is not right.'),
    )
    expect(app.token.get()).toBeNull()

    await app.user.clear(code)
    await app.user.type(code, LEGACY_DEMO_CODE)
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(app.token.get()).not.toBeNull()
  })

  it('an expired password is said plainly, with the lender’s page to set a new one; not signed in', async () => {
    const { app } = await openLogin(legacySignInPasswordExpired)
    await fillCredentials(app)
    await app.user.click(signInButton())
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: 'Your password has expired' }),
    )
    expect(screen.getByRole('link', { name: 'Set a new password' }).getAttribute('href')).toBe(
      'https://www.meridianbank.example/online-banking/reset-password',
    )
    expect(app.token.get()).toBeNull()
    expect(within(header()).queryByRole('link', { name: 'Sign out' })).toBeNull()
  })

  it('the fifth wrong try locks sign-in for 15 simulated minutes, the right password included', async () => {
    const { app, appUuid, simulation } = await openLogin(legacySignInLocked)
    await fillCredentials(app, 'still-not-it')
    await app.user.click(signInButton())
    await waitUntil(() =>
      expect(screen.getByRole('alert').textContent).toContain('Sign-in is locked for 15 minutes'),
    )
    await type(app, 'Password', LEGACY_DEMO_PASSWORD)
    await app.user.click(signInButton())
    await waitUntil(() => expect(logins(app)).toBe(2))
    await waitUntil(() =>
      expect(screen.getByRole('alert').textContent).toContain('Sign-in is locked for 15 minutes'),
    )
    expect(app.token.get()).toBeNull()
    simulation.clock.advance(15 * 60_000)
    await app.user.click(signInButton())
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
  })

  it('a double click on Sign in sends once', async () => {
    const { app, appUuid } = await openLogin(legacySignIn)
    await fillCredentials(app)
    doubleClickInOneTask(signInButton())
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(logins(app)).toBe(1)
  })

  it('a borrower signed in already is told so, and goes on to redirectUrl', async () => {
    const signedIn = {
      ...legacySignIn,
      world: {
        ...legacySignIn.world,
        borrower: { ...legacySignIn.world!.borrower!, signedIn: true },
      },
    }
    const simulation = await createSimulation({ services: testServices, scenario: signedIn })
    const appUuid = simulation.engine.collections.applications.all()[0]!.appUuid
    const back = `${APP_BASE}/${appUuid}/next-steps`
    const app = await renderApp(`/auth/login?redirectUrl=${encodeURIComponent(back)}`, {
      simulation,
    })
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: "You're signed in" }))
    expect(screen.queryByLabelText('Password')).toBeNull()
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
  })

  it('a lender without a legacy identity service shows no form, only its support line', async () => {
    const { app } = await openLogin(legacySignIn, { orgCode: 'KESTREL' })
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(screen.getByRole('link', { name: 'Call (866) 555-0177' })).toBeTruthy()
    expect(app.requests.count('/identity/api/v1/login')).toBe(0)
  })
})

describe('the header’s Login link and the login page (refinance-release-shell §2)', () => {
  it('the login page offers no Login link of its own: it would lead to itself', async () => {
    await openLogin(legacySignIn)
    expect(within(header()).queryByRole('link', { name: 'Login' })).toBeNull()
    // The lender's phone stays in the header.
    expect(within(header()).getByRole('link', { name: /Call support/ })).toBeTruthy()
  })

  it('from another page, the Login link leads to the login page with that page to return to', async () => {
    const simulation = await createSimulation({ services: testServices, scenario: legacySignIn })
    await renderApp('/faq', { simulation })
    await waitUntil(() => within(header()).getByRole('link', { name: 'Login' }))
    const href = within(header()).getByRole('link', { name: 'Login' }).getAttribute('href') ?? ''
    expect(href).toBe(`${APP_BASE}/auth/login?redirectUrl=${encodeURIComponent(`${APP_BASE}/faq`)}`)
  })
})
