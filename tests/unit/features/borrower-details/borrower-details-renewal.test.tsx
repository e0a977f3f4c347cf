// @vitest-environment happy-dom

import { screen } from '@testing-library/react'
import { doubleClickInOneTask, installAppHarness, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { acceptConsents, agreeButton, field, openDetails } from './details-page'

installAppHarness()

/** The details page of the renewal held at the details step, loaded. */
const openRenewalDetails = () => openDetails('renewal-at-details')

describe('details for a renewal (roll forward): personal fields come from the current loan', () => {
  it.each(['First name', 'Last name', 'Date of birth'])('%s is shown disabled', async (label) => {
    await openRenewalDetails()
    // Disabled through their fieldset, as a browser takes it.
    expect(field(label).closest('fieldset')?.disabled).toBe(true)
  })

  it('skips the personal fields in validation and sends the rest', async () => {
    const { app, appUuid, simulation } = await openRenewalDetails()
    expect(field('First name').value).toBe('Dana')
    // Source of income is the borrower's to give again: not disabled.
    expect(field('Source of income').disabled).toBe(false)
    expect(field('Source of income').closest('fieldset[disabled]')).toBeNull()
    // The SSN is on file: left empty, it is not asked for again.
    expect(screen.getByText(/These details come from your current loan/)).toBeTruthy()
    await app.user.selectOptions(field('Source of income'), 'Employment')
    await acceptConsents(app.user)
    await app.user.click(agreeButton())
    await waitUntil(() => expect(app.location()).not.toBe(`/${appUuid}/details`))
    expect(screen.queryByText('Must be vaid SSN')).toBeNull()
    expect(simulation.engine.findApplication(appUuid).sourceOfIncome).toBe('EMPLOYMENT')
  })

  it('a double click on I agree sends each write once', async () => {
    const { app, appUuid, simulation } = await openRenewalDetails()
    await app.user.selectOptions(field('Source of income'), 'Employment')
    await acceptConsents(app.user)
    doubleClickInOneTask(agreeButton())
    await waitUntil(() => expect(app.location()).not.toBe(`/${appUuid}/details`))
    // The application's writes, telemetry aside.
    const writes = app.requests.all
      .filter(({ method, url }) => method !== 'GET' && !/\/(session|event)$/.test(url.pathname))
      .map(({ method, url }) => `${method} ${url.pathname.split('/').pop()}`)
    expect(writes).toEqual(['PUT profile', 'POST consents', 'PUT alias', 'POST details'])
    expect(simulation.engine.findApplication(appUuid).sourceOfIncome).toBe('EMPLOYMENT')
  })

  it('still checks what is not personal: source of income and the consents', async () => {
    const { app, appUuid } = await openRenewalDetails()
    await app.user.click(agreeButton())
    await waitUntil(() =>
      expect(field('Source of income').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(field('First name').getAttribute('aria-invalid')).not.toBe('true')
    expect(field('Date of birth').getAttribute('aria-invalid')).not.toBe('true')
    expect(app.location()).toBe(`/${appUuid}/details`)
  })
})
