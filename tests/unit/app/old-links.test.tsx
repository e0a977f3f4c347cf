import { createSimulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import {
  advance,
  advanceUntil,
  installAppHarness,
  renderApp,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { visitKeys } from '@/api/query-keys'
import { UNKNOWN_APPLICATION_NOTICE } from '@/features/dashboard/components/dashboard-page'

installAppHarness()

/**
 * Old links (core §2, §4): a page the application has moved past does not show its live form,
 * which would only be refused; the visit goes where §4's table sends the state
 * (src/domain/live-pages.ts holds the table, tested row by row).
 */
async function openAfter(scenario: string, page: string) {
  const simulation = await createSimulation({ services: testServices, scenario })
  const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
  const app = await renderApp(`/${appUuid}/${page}`, { simulation })
  return { app, appUuid }
}

describe('an old link to a step of a funded loan opens the complete page', () => {
  it.each([
    'identity',
    'details',
    'disbursement',
    'disbursement/manually-link',
    'usdc-disbursement',
    'credit-frozen',
  ])('/%s', async (page) => {
    const { app, appUuid } = await openAfter('funds-disbursed', page)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/complete`))
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: 'Your funds have been disbursed' }),
    )
  })
})

describe('pages that stay open after funding', () => {
  it('/documents lists the loan documents', async () => {
    const { app, appUuid } = await openAfter('funds-disbursed', 'documents')
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: /documents/i }))
    expect(app.location()).toBe(`/${appUuid}/documents`)
  })
})

describe('a step not yet reached', () => {
  it('/collateral before the agreements are signed goes to the checklist', async () => {
    const { app, appUuid } = await openAfter('at-next-steps', 'collateral')
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
  })

  it('/identity while the details are still to give goes to the details form', async () => {
    const { app, appUuid } = await openAfter('at-borrower-details', 'identity')
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/details`))
  })
})

describe('an application the borrower does not have (an old or mistyped link)', () => {
  it.each([
    'complete',
    'next-steps',
    'collateral',
    'disclosures',
    'identity',
    'details',
    'documents',
    'disbursement',
    'usdc-disbursement',
    'renew',
  ])('/%s goes to the dashboard, as the next-step routing does', async (page) => {
    const simulation = await createSimulation({
      services: testServices,
      scenario: 'at-disbursement',
    })
    const app = await renderApp(`/00000000-0000-4000-8000-000000000000/${page}`, { simulation })
    await waitUntil(() => expect(app.location()).toBe('/dashboard'))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Your dashboard' }))
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    // It says why the borrower is there.
    expect(screen.getByText(UNKNOWN_APPLICATION_NOTICE)).toBeTruthy()
  })
})

/**
 * The live-page guard reads the application's state once on a visit to a page, unless the
 * page follows the state itself (its route's `staticData.followsState`): then it follows the
 * page's own reading and asks nothing of its own.
 */
async function backToTheChecklistAfter(ms: number) {
  const simulation = await createSimulation({ services: testServices, scenario: 'at-next-steps' })
  const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
  const app = await renderApp(`/${appUuid}/next-steps`, { simulation, fakeTimers: true })
  const heading = (name: string) => () => screen.getByRole('heading', { level: 1, name })
  await advanceUntil(heading('Final steps'), { stepMs: 10, atMostMs: 2_000 })
  void app.runtime.router.navigate({ to: `/${appUuid}/documents` })
  await advanceUntil(heading('Your documents'), { stepMs: 10, atMostMs: 2_000 })
  // Long enough for the state read on the first visit to be out of date.
  await advance(ms)
  app.runtime.router.history.back()
  await advanceUntil(heading('Final steps'), { stepMs: 10, atMostMs: 2_000 })
  await advance(100)
  // The guard's own reading of a visit has an entry of its own in the cache: how often it
  // was answered (what it started from, the state read a moment before, is no answer of its).
  return (
    app.runtime.queryClient.getQueryState(visitKeys.state(appUuid, 'next-steps'))
      ?.dataUpdateCount ?? 0
  )
}

describe('the live-page guard on a page that follows the state itself', () => {
  it('asks nothing of its own when the borrower comes back to the checklist', async () => {
    expect(await backToTheChecklistAfter(3_000)).toBe(0)
  })
})
