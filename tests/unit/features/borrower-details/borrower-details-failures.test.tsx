// @vitest-environment happy-dom

import type { Fault } from '@scenarios/scenario'
import { cleanup, screen } from '@testing-library/react'
import { createScenario } from '@tests/support/factories'
import { adviceFor } from '@tests/support/failure-words'
import { advance, installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import {
  agreeButton,
  answerTheRest,
  field,
  renderDetails,
  scenarioAtDetails,
  TITLE,
} from './details-page'

installAppHarness()

/** The details page of a Californian borrower whose profile already holds their SSN. */
function openDetailsWith(faults: Fault[], fakeTimers = false) {
  return renderDetails(createScenario({ ...scenarioAtDetails(), faults }), { fakeTimers })
}

describe('loading the details page fails (core-journey §2)', () => {
  it.each([
    ['the consent types', { endpoint: 'getConsentTypes', status: 503, times: 1 }],
    ['the selected offer', { endpoint: 'getSelectedOffer', status: 500, times: 1 }],
    [
      'the consent types, the connection dropping',
      { endpoint: 'getConsentTypes', networkError: true, times: 1 },
    ],
  ] as const)('%s: says so, and Try again loads the form', async (_label, fault) => {
    const { app } = await openDetailsWith([fault])
    await waitUntil(() => screen.getByRole('heading', { name: "We couldn't load your details" }))
    expect(screen.getByText(`${adviceFor(fault)} Your application is saved.`)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: TITLE }))
    await waitUntil(() => agreeButton())
  })
})

describe('sending the details fails (core-journey §8)', () => {
  it.each([
    ['saving the profile', { endpoint: 'updateProfile', status: 503, times: 1 }],
    ['sending the consents', { endpoint: 'submitConsents', status: 500, times: 1 }],
    [
      'sending the consents, the connection dropping',
      { endpoint: 'submitConsents', networkError: true, times: 1 },
    ],
  ] as const)(
    '%s: keeps what was typed, says so, and I agree again goes on',
    async (_label, fault) => {
      const { app, appUuid, simulation } = await openDetailsWith([fault])
      await waitUntil(() => agreeButton())
      await answerTheRest(app.user)
      await app.user.click(agreeButton())

      await waitUntil(() => screen.getByText("We couldn't send your details"))
      expect(app.location()).toBe(`/${appUuid}/details`)
      expect(agreeButton().disabled).toBe(false)
      expect(field('Date of birth').value).toBe('04/12/1986')
      expect(field('Source of income').value).toBe('INVESTMENTS')
      expect(field(/electronically/).checked).toBe(true)
      expect(field(/I agree to the/).checked).toBe(true)
      // Nothing went as far as the details themselves.
      expect(app.requests.count('/details')).toBe(0)

      await app.user.click(agreeButton())
      await waitUntil(() => expect(app.location()).not.toBe(`/${appUuid}/details`))
      simulation.clock.advance(1_500)
      await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    },
  )

  it('a state reading that fails after the details are in counts as one try, and the next one routes on', async () => {
    const { app, appUuid, simulation } = await openDetailsWith([], true)
    await waitUntil(() => agreeButton())
    // The fault is loaded once the page has read what it needs.
    simulation.faults.load([{ endpoint: 'getApplicationState', status: 503, times: 1 }])
    await answerTheRest(app.user, 'Employment')
    // The state was read once as the page opened (the application pages' guard).
    const readBefore = app.requests.count('/krang/state')
    await app.user.click(agreeButton())
    await waitUntil(() => expect(app.requests.count('/krang/state')).toBe(readBefore + 1))
    expect(app.location()).toBe(`/${appUuid}/details`)
    // The second reading, 2 s on, finds the details taken.
    await advance(2_000)
    await waitUntil(() => expect(app.location()).not.toBe(`/${appUuid}/details`))
    simulation.clock.advance(1_500)
    await advance(1_000)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(screen.queryByText("We couldn't send your details")).toBeNull()
  })
})

describe('a reload while the details are on their way', () => {
  it('asks first; left all the same, the page loaded again says something may not have been sent', async () => {
    const { app, appUuid, simulation } = await openDetailsWith([
      { endpoint: 'submitConsents', latencyMs: 5_000, times: 1 },
    ])
    await waitUntil(() => agreeButton())
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    // Nothing on its way: a reload goes without a question.
    expect(leaving()).toBe(false)
    await answerTheRest(app.user)
    await app.user.click(agreeButton())
    await waitUntil(() => expect(leaving()).toBe(true))

    // Reloaded all the same: the tab goes, and the page is loaded afresh.
    window.dispatchEvent(new Event('pagehide'))
    cleanup()
    await renderApp(`/${appUuid}/details`, { simulation })
    await waitUntil(() => screen.getByText('Some of your changes may not have been sent'))
    await waitUntil(() => agreeButton())
    // The form shows what the lender holds: the profile (sent first) with the date of birth,
    // but not the source of income, which goes with the details after the consents' call; the
    // browser kept nothing typed (the storage rules), so that field waits to be chosen again.
    expect(field('Date of birth')).toHaveProperty('value', '04/12/1986')
    expect(field('Source of income')).toHaveProperty('value', '')
    // Said once: the next load of the page is quiet.
    cleanup()
    await renderApp(`/${appUuid}/details`, { simulation })
    await waitUntil(() => agreeButton())
    expect(screen.queryByText('Some of your changes may not have been sent')).toBeNull()
  })
})
