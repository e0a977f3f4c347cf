import { LEGACY_DEMO_PASSWORD } from '@scenarios/legacy-sign-in'
import type { Scenario } from '@scenarios/scenario'
import { screen } from '@testing-library/react'
import { APP_BASE, type RenderedApp, renderApp, waitUntil } from '@tests/support/render-app'
import { worldOf } from '../scenario-world'

/** The legacy sign-in page (refinance-release-shell §2) as its tests open and fill it. */

export const DANA = 'dana.whitfield@example.com'

/** Opens /auth/login on a story's world, with a redirectUrl to Dana's application. */
export async function openLogin(scenario: Scenario, { orgCode }: { orgCode?: string } = {}) {
  const { simulation, appUuid } = await worldOf(scenario)
  const back = `${APP_BASE}/${appUuid}/next-steps`
  const app = await renderApp(`/auth/login?redirectUrl=${encodeURIComponent(back)}`, {
    simulation,
    ...(orgCode ? { orgCode } : {}),
  })
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Sign in' }))
  return { app, appUuid, simulation }
}

/** Replaces what is in the field labelled `label`, typed key by key. */
export async function type(app: RenderedApp, label: string, value: string) {
  const field = screen.getByLabelText(label)
  await app.user.clear(field)
  await app.user.type(field, value)
}

export async function fillCredentials(app: RenderedApp, password = LEGACY_DEMO_PASSWORD) {
  await type(app, 'Email', DANA)
  await type(app, 'Password', password)
}
