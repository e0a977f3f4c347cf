// @vitest-environment happy-dom

import { atCollateral } from '@scenarios/collateral'
import type { Fault } from '@scenarios/scenario'
import { DEPOSIT_ADDRESS_DELAY_MS } from '@sim/collateral/collateral-operations'
import { createSimulation } from '@sim/create-simulation'
import { screen, within } from '@testing-library/react'
import { advance, installAppHarness, renderApp, testServices } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { shown } from '../fake-ticks'

installAppHarness()
/** The collateral step with its deposit address open. */
async function openCollateral(faults: Fault[]) {
  const simulation = await createSimulation({
    services: testServices,
    scenario: { ...atCollateral, name: 'collateral-call-fails', faults },
  })
  const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
  const app = await renderApp(`/${appUuid}/collateral`, { simulation, fakeTimers: true })
  await shown(() => screen.getByRole('heading', { level: 2, name: /Deposit address/ }))
  simulation.clock.advance(DEPOSIT_ADDRESS_DELAY_MS)
  await advance(2_000)
  await shown(() => screen.getByTestId('deposit-address'))
  return { app, appUuid, simulation }
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement
const sentBox = () => screen.getByRole('checkbox', { name: /I have sent/ }) as HTMLInputElement

describe('saving the wallet type fails (core-journey §2, §7)', () => {
  it.each([
    ['an error answer', { endpoint: 'setSourceWalletType', status: 503, times: 1 }],
    ['a dropped connection', { endpoint: 'setSourceWalletType', networkError: true, times: 1 }],
  ] as const)('%s: keeps both answers, says so, and Continue again goes on', async (_l, fault) => {
    const { app, appUuid, simulation } = await openCollateral([fault])
    await app.user.click(radio(/Custodial/))
    await app.user.click(sentBox())
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))

    await shown(() => screen.getByText('Your confirmation was not sent'))
    expect(app.location()).toBe(`/${appUuid}/collateral`)
    expect(radio(/Custodial/).checked).toBe(true)
    expect(sentBox().checked).toBe(true)
    // The confirmation was not sent after a wallet type that did not save.
    expect(app.requests.count('/collateral/borrower-confirmation')).toBe(0)
    const [before] = simulation.engine.collections.applications.all()
    expect(before?.collateralPosting.sentAt).toBeNull()

    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await shown(() => {
      if (app.location() !== `/${appUuid}/complete`) throw new Error(app.location())
    })
    const [after] = simulation.engine.collections.applications.all()
    expect(after?.collateralPosting.sourceWalletType).toBe('CUSTODIAL')
  })
})

describe('opting in to a verification amount fails', () => {
  it('keeps the modal open with a message to try again, and trying again records it', async () => {
    const { app, simulation } = await openCollateral([
      { endpoint: 'confirmCollateralMicroDeposit', status: 503, times: 1 },
    ])
    await app.user.click(
      screen.getByRole('button', { name: 'Verify the address with a small amount first' }),
    )
    const dialog = await shown(() => screen.getByRole('dialog'))
    await app.user.click(within(dialog).getByRole('button', { name: 'Send a small amount first' }))
    await shown(() => within(dialog).getByText("That didn't go through"))
    expect(within(dialog).getByText('Please try again.')).toBeTruthy()
    const [before] = simulation.engine.collections.applications.all()
    expect(before?.collateralPosting.optInTime).toBeNull()
    expect(screen.queryByText(/You chose to send a small verification amount first/)).toBeNull()

    await app.user.click(within(dialog).getByRole('button', { name: 'Send a small amount first' }))
    await shown(() => screen.getByText(/You chose to send a small verification amount first/))
    expect(screen.queryByRole('dialog')).toBeNull()
    const [after] = simulation.engine.collections.applications.all()
    expect(after?.collateralPosting.optInTime).not.toBeNull()
  })
})
