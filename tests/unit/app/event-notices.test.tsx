import { COLLATERAL_ARRIVAL_MS } from '@sim/collateral/collateral-operations'
import { FUNDING_STEP_DELAY_MS } from '@sim/disbursement/funding-transitions'
import { screen } from '@testing-library/react'
import { namedWorld } from '@tests/support/application-world'
import {
  advance,
  advanceUntil,
  installAppHarness,
  notifications,
  renderApp,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

/** A fake millisecond at a time, so updates scheduled during a fake tick come due. */
const shown = <T,>(check: () => T) => advanceUntil(check, { stepMs: 1, atMostMs: 200 })

async function open(scenario: string, page: string) {
  const { simulation, appUuids } = await namedWorld(scenario)
  const appUuid = appUuids[0] as string
  const app = await renderApp(`/${appUuid}/${page}`, { simulation, fakeTimers: true })
  await shown(() => screen.getByRole('heading', { level: 1 }))
  return { app, appUuid, simulation }
}

/** The posting step done: the collateral is on its way. */
async function sent(scenario: string) {
  const { simulation, appUuids } = await namedWorld(scenario)
  const { engine } = simulation
  const appUuid = appUuids[0] as string
  const borrower = engine.collections.borrowers.all()[0]
  if (!borrower) throw new Error('The scenario has no borrower')
  await engine.setSourceWalletType(appUuid, 'SELF_HOSTED', borrower)
  await engine.confirmCollateralSent(appUuid, borrower)
  return { simulation, appUuid }
}

const told = (title: string) =>
  notifications()
    .queryAllByRole('status')
    .filter((toast) => toast.textContent?.startsWith(title)).length

describe('notices of what happened out of sight, from the polls the pages make', () => {
  it('the identity approved while the checklist waits: told once, however often it is read', async () => {
    const { simulation } = await open('kyc-in-review', 'next-steps')
    await advance(2_000)
    expect(told('Your identity is verified')).toBe(0)
    await simulation.engine.approveIdentityNow()
    await advance(2_000)
    await shown(() => {
      if (told('Your identity is verified') !== 1) throw new Error('not told')
    })
    // Two more readings (a toast stays 6 s): not told again.
    await advance(4_000)
    expect(told('Your identity is verified')).toBe(1)
  })

  it('the collateral arriving, then the funds sent, on the finish page', async () => {
    const { simulation, appUuid } = await sent('at-collateral')
    await renderApp(`/${appUuid}/complete`, { simulation, fakeTimers: true })
    await shown(() => screen.getByRole('heading', { level: 1 }))
    await advance(2_000)
    simulation.clock.advance(COLLATERAL_ARRIVAL_MS)
    await advance(2_000)
    await shown(() => {
      if (told('Your collateral has arrived') !== 1) throw new Error('not told')
    })
    await advance(4_000)
    expect(told('Your collateral has arrived')).toBe(1)
    for (let step = 0; step < 4; step += 1) {
      simulation.clock.advance(FUNDING_STEP_DELAY_MS)
      await advance(2_000)
    }
    await shown(() => screen.getByRole('heading', { name: 'Your funds have been disbursed' }))
    await shown(() => {
      if (told('Your funds have been disbursed') !== 1) throw new Error('not told')
    })
  }, 20_000)

  it('a page opened where the application already stands tells nothing', async () => {
    await open('funds-disbursed', 'complete')
    await advance(4_000)
    expect(notifications().queryAllByRole('status')).toHaveLength(0)
  })
})
