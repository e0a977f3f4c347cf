import type { Scenario } from '@scenarios/scenario'
import { caApplicationAt, danaWithDetails } from '@scenarios/story-parts'
import { screen } from '@testing-library/react'
import {
  type RenderAppOptions,
  type RenderedApp,
  renderApp,
  waitUntil,
} from '@tests/support/render-app'
import { retype } from '../form-fields'
import { worldOf } from '../scenario-world'

/** The details page (core-journey §2) as its tests open and fill it. */

export const TITLE = 'Now, tell us a few details about yourself'

export const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement
export const agreeButton = () =>
  screen.getByRole('button', { name: 'I agree' }) as HTMLButtonElement

/** At the details step; by default with a home address, phone and SSN already on the profile. */
export function scenarioAtDetails(
  borrower: typeof danaWithDetails = danaWithDetails,
): Partial<Scenario> {
  return { world: { borrower, applications: [caApplicationAt('BORROWER_DETAILS')] } }
}

/** The details page of the scenario's application, rendered and not yet waited for. */
export async function renderDetails(scenario: Scenario | string, options: RenderAppOptions = {}) {
  const { simulation, appUuid } = await worldOf(scenario)
  const app = await renderApp(`/${appUuid}/details`, { simulation, ...options })
  return { app, appUuid, simulation }
}

/** The details page of the scenario's application, loaded. */
export async function openDetails(
  scenario: Scenario | string = 'at-borrower-details',
  options: RenderAppOptions = {},
) {
  const opened = await renderDetails(scenario, options)
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: TITLE }))
  await waitUntil(() => agreeButton())
  return opened
}

/**
 * Replaces a field's text as a borrower pasting it would: one input, then on to the next field.
 * (The SSN's test types key by key: it is formatted as typed.)
 */
export const pasteOver = (user: RenderedApp['user'], element: HTMLElement, text: string) =>
  retype(user, element, text, 'pasted')

/** Ticks both required consents: electronic delivery and the terms. */
export async function acceptConsents(user: RenderedApp['user']) {
  await user.click(field(/electronically/))
  await user.click(field(/I agree to the/))
}

/** What is left to answer when the profile holds the rest: the date of birth, the income, the consents. */
export async function answerTheRest(user: RenderedApp['user'], sourceOfIncome = 'Investments') {
  await pasteOver(user, field('Date of birth'), '04/12/1986')
  await user.selectOptions(field('Source of income'), sourceOfIncome)
  await acceptConsents(user)
}
