import { createSimulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import {
  advance,
  advanceUntil,
  installAppHarness,
  renderApp,
  testServices,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { visitKeys } from '@/api/query-keys'

installAppHarness()

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
