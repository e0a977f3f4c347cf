// @vitest-environment happy-dom

import {
  LEGACY_DEMO_CODE,
  LEGACY_DEMO_PASSWORD,
  legacySignIn,
  legacySignInTwoFactor,
} from '@scenarios/legacy-sign-in'
import type { Fault, Scenario } from '@scenarios/scenario'
import { screen } from '@testing-library/react'
import { adviceFor } from '@tests/support/failure-words'
import { installAppHarness, type RenderedApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { DANA, fillCredentials, openLogin } from './login-page'

installAppHarness()

/** The sign-in page on the story's world with these faults, Dana's email and password typed. */
async function openLoginWith(scenario: Scenario, faults: Fault[]) {
  const { app, appUuid } = await openLogin({ ...scenario, faults })
  await fillCredentials(app)
  return { app, appUuid }
}

/** 'legacyLogin: the connection drops' or 'legacyLogin answers 503'. */
const named = (faults: Fault[]) =>
  faults.map(
    (fault) =>
      [
        fault.networkError
          ? `${fault.endpoint}: the connection drops`
          : `${fault.endpoint} answers ${fault.status}`,
        fault,
      ] as const,
  )

const signIn = (app: RenderedApp) => app.user.click(screen.getByRole('button', { name: 'Sign in' }))

/** The failure said, with what the borrower typed still there, and no token kept. */
function expectFailureSaid(app: RenderedApp, fault: Fault) {
  const alert = screen.getByRole('alert')
  expect(alert.textContent).toContain("We couldn't sign you in")
  expect(alert.textContent).toContain(adviceFor(fault))
  expect(alert.textContent).toContain('What you entered is still here.')
  expect(app.token.get()).toBeNull()
}

describe('a failed legacy sign-in call says what failed; trying again works', () => {
  it.each(
    named([
      { endpoint: 'legacyLogin', networkError: true, times: 1 },
      { endpoint: 'legacyLogin', status: 503, times: 1 },
      { endpoint: 'getLegacyIdentity', networkError: true, times: 1 },
      { endpoint: 'getLegacyIdentity', status: 500, times: 1 },
    ]),
  )('%s', async (_, fault) => {
    const { app, appUuid } = await openLoginWith(legacySignIn, [fault])
    await signIn(app)
    await waitUntil(() => expectFailureSaid(app, fault))
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(DANA)
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe(LEGACY_DEMO_PASSWORD)
    await signIn(app)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(app.token.get()).not.toBeNull()
  })

  it.each(
    named([
      { endpoint: 'verifyLegacyTwoFactor', networkError: true, times: 1 },
      { endpoint: 'verifyLegacyTwoFactor', status: 502, times: 1 },
    ]),
  )('%s (the code)', async (_, fault) => {
    const { app, appUuid } = await openLoginWith(legacySignInTwoFactor, [fault])
    await signIn(app)
    const code = await waitUntil(() => screen.getByLabelText('Sign-in code'))
    await app.user.type(code, LEGACY_DEMO_CODE)
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => expectFailureSaid(app, fault))
    expect((screen.getByLabelText('Sign-in code') as HTMLInputElement).value).toBe(LEGACY_DEMO_CODE)
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
  })
})
