import type { Scenario } from '@scenarios/scenario'
import { screen } from '@testing-library/react'
import {
  advance,
  type RenderAppOptions,
  type RenderedApp,
  renderApp,
  waitUntil,
} from '@tests/support/render-app'
import { worldOf } from '../scenario-world'

/** The offer builder as its tests reach it: the /start and /renew pages and their fields. */

/** core-journey §9: offer input is debounced 450 ms. */
export const OFFER_DEBOUNCE_MS = 450

/** The call that saves the offer chosen, for a new loan and a renewal alike. */
export const SELECT_PATH = '/select-offer'

export const collateralField = () =>
  screen.getByRole('textbox', { name: 'Collateral amount' }) as HTMLInputElement
export const cashField = () =>
  screen.getByRole('textbox', { name: 'Cash to borrow' }) as HTMLInputElement
export const topUpField = () =>
  screen.getByRole('textbox', { name: 'Top-up amount (optional)' }) as HTMLInputElement
export const continueButton = () =>
  screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
/** Continue looks unavailable (a press then says why rather than going on). */
export const continueUnavailable = () => continueButton().getAttribute('aria-disabled') === 'true'

/** The value of one row of a terms list ('Loan amount' -> '$25,250'). */
export function termsValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.parentElement?.querySelector('dd')?.textContent ?? ''
}

/** The offer builder at `path`, on a fake clock: no test waits out the debounce for real. */
export async function openBuilderAt(path: string, options: RenderAppOptions = {}) {
  const app = await renderApp(path, { fakeTimers: true, ...options })
  await waitUntil(() => collateralField())
  return app
}

/** The offer builder for a US state. */
export function openBuilder(state = 'CA', options: RenderAppOptions = {}) {
  return openBuilderAt(`/start?state=${state}`, options)
}

/** The renewal's offer builder, on a fake clock, with the offer for the collateral held asked. */
export async function openRenewal(scenario: string | Scenario = 'renewal-with-collateral-due') {
  const { simulation, appUuid } = await worldOf(scenario)
  const app = await renderApp(`/${appUuid}/renew`, { simulation, fakeTimers: true })
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Renew your loan' }))
  await waitUntil(() => topUpField())
  await advance(OFFER_DEBOUNCE_MS)
  return { app, appUuid, simulation }
}

/** Types a new top-up (none when `text` is empty) and lets it settle. */
export async function typeTopUp(user: RenderedApp['user'], text: string) {
  await user.clear(topUpField())
  if (text) await user.type(topUpField(), text)
  await advance(OFFER_DEBOUNCE_MS)
}
