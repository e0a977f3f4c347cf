// @vitest-environment happy-dom

import { atCollateral } from '@scenarios/collateral'
import type { Scenario } from '@scenarios/scenario'
import {
  COLLATERAL_ARRIVAL_MS,
  DEPOSIT_ADDRESS_DELAY_MS,
} from '@sim/collateral/collateral-operations'
import { createSimulation, type Simulation } from '@sim/create-simulation'
import { cleanup, screen } from '@testing-library/react'
import { namedWorld } from '@tests/support/application-world'
import {
  advance,
  doubleClickInOneTask,
  installAppHarness,
  renderApp,
  testServices,
} from '@tests/support/render-app'
import { afterEach, describe, expect, it } from 'vitest'
import { type ErrorReport, onErrorReport } from '@/lib/error-report'
import { shown } from '../fake-ticks'

installAppHarness()

const main = () => screen.getByRole('main')
const COLLATERAL_PATH = '/collateral'

let stopListening: (() => void) | null = null
afterEach(() => {
  stopListening?.()
  stopListening = null
})

function collectReports(): ErrorReport[] {
  const reports: ErrorReport[] = []
  stopListening = onErrorReport((report) => reports.push(report))
  return reports
}

async function openCollateral(name: string | Scenario) {
  const { simulation, appUuids } =
    typeof name === 'string'
      ? await namedWorld(name)
      : await createSimulation({ services: testServices, scenario: name }).then((made) => ({
          simulation: made,
          appUuids: made.engine.collections.applications.all().map((app) => app.appUuid),
        }))
  const appUuid = appUuids[0] as string
  const app = await renderApp(`/${appUuid}/collateral`, { simulation, fakeTimers: true })
  await shown(() => screen.getByRole('heading', { level: 2, name: /Deposit address/ }))
  return { app, appUuid, simulation }
}

/** The lender opens the deposit address, and the page's next poll shows it. */
async function depositAddressOpens(simulation: Simulation) {
  simulation.clock.advance(DEPOSIT_ADDRESS_DELAY_MS)
  await advance(2_000)
  await shown(() => screen.getByTestId('deposit-address'))
}

describe('the collateral posting step (core-journey §2, §5, §8, §9)', () => {
  it('shows required, received and remaining to 6 decimals and asks for the address every 2 s until it opens', async () => {
    const reports = collectReports()
    const { app, simulation } = await openCollateral('at-collateral')
    const amounts = [...main().querySelectorAll('dd')].map((dd) => dd.firstChild?.textContent)
    expect(amounts[0]).toMatch(/^\d+\.\d{6} BTC$/)
    expect(amounts[1]).toBe('0.000000 BTC')
    expect(amounts[2]).toBe(amounts[0])
    expect(screen.getByText('Opening your deposit address…')).toBeTruthy()

    const asked = app.requests.count(COLLATERAL_PATH)
    await advance(2_000)
    expect(app.requests.count(COLLATERAL_PATH)).toBe(asked + 1)

    // The custodian opens the address on the simulated clock; the next poll finds it.
    simulation.clock.advance(DEPOSIT_ADDRESS_DELAY_MS)
    await advance(2_000)
    const address = await shown(() => screen.getByTestId('deposit-address'))
    expect(address.textContent).toMatch(/^bc1q/)
    expect(screen.getByTitle('Deposit address QR code')).toBeTruthy()
    const afterOpen = app.requests.count(COLLATERAL_PATH)
    await advance(6_000)
    expect(app.requests.count(COLLATERAL_PATH)).toBe(afterOpen)
    expect(reports).toEqual([])
  })

  it("names who holds the collateral as the lender's content does, with its page, and how to check the address", async () => {
    await openCollateral('at-collateral')
    const custody = screen.getByRole('region', { name: 'Who holds your collateral' })
    expect(custody.textContent).toContain(
      'Meridian Bank Trust Services holds your collateral for Meridian Bank, N.A. while your loan is outstanding.',
    )
    expect(custody.textContent).toContain(
      'Anyone can look up the BTC held at your deposit address on a public block explorer.',
    )
    const page = screen.getByRole('link', { name: /How your collateral is held/ })
    expect(page.getAttribute('href')).toBe('https://www.meridianbank.example/crypto-loans/custody')
    expect(page.getAttribute('target')).toBe('_blank')
  })

  it('says nothing of a custodian where the content names none: only how to check the address', async () => {
    const silent: Scenario = {
      ...atCollateral,
      world: { ...atCollateral.world, organisation: 'KESTREL' },
    }
    await openCollateral(silent)
    expect(screen.queryByRole('region', { name: 'Who holds your collateral' })).toBeNull()
    expect(screen.queryByText(/holds your collateral/)).toBeNull()
    expect(
      screen.getByText(
        'Anyone can look up the BTC held at your deposit address on a public block explorer.',
      ),
    ).toBeTruthy()
  })

  it('reports the missing address once, 5 s after the data loads, and says so', async () => {
    const reports = collectReports()
    const { appUuid } = await openCollateral('at-collateral')
    await advance(4_900)
    expect(reports).toEqual([])
    await advance(200)
    expect(reports).toEqual([
      { name: 'collateral.deposit-address-missing', details: { appUuid, waitedMs: 5_000 } },
    ])
    expect(screen.getByText("Your deposit address isn't ready")).toBeTruthy()
    await advance(10_000)
    expect(reports).toHaveLength(1)
  })

  it('asks for the wallet type and the sent checkbox, then confirms and goes to complete', async () => {
    const { app, appUuid, simulation } = await openCollateral('at-collateral')
    await depositAddressOpens(simulation)

    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getAllByText('Required', { selector: '.ui-field__error' })).toHaveLength(2)

    await app.user.click(screen.getByRole('radio', { name: /Custodial/ }))
    await app.user.click(screen.getByRole('checkbox', { name: /I have sent/ }))
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await shown(() => {
      if (app.location() !== `/${appUuid}/complete`) throw new Error(app.location())
    })
    const [record] = simulation.engine.collections.applications.all()
    expect(record?.collateralPosting.sourceWalletType).toBe('CUSTODIAL')
    expect(record?.collateralPosting.sentAt).not.toBeNull()
  })

  it('a double click on Continue confirms the collateral sent once', async () => {
    const { app, appUuid, simulation } = await openCollateral('at-collateral')
    await depositAddressOpens(simulation)
    await app.user.click(screen.getByRole('radio', { name: /Custodial/ }))
    await app.user.click(screen.getByRole('checkbox', { name: /I have sent/ }))
    doubleClickInOneTask(screen.getByRole('button', { name: 'Continue' }))
    await shown(() => {
      if (app.location() !== `/${appUuid}/complete`) throw new Error(app.location())
    })
    expect(app.requests.count('/collateral/borrower-confirmation')).toBe(1)
    expect(app.requests.count('/collateral/source-wallet-type')).toBe(1)
  })

  it('collateral-partial: half the collateral arrives and the other half stays due', async () => {
    const { app, appUuid, simulation } = await openCollateral('collateral-partial')
    await depositAddressOpens(simulation)
    await app.user.click(screen.getByRole('radio', { name: /Custodial/ }))
    await app.user.click(screen.getByRole('checkbox', { name: /I have sent/ }))
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await shown(() => {
      if (app.location() !== `/${appUuid}/complete`) throw new Error(app.location())
    })

    // The first deposit has arrived; the borrower opens the collateral step again.
    simulation.clock.advance(COLLATERAL_ARRIVAL_MS)
    await simulation.engine.runDueJobs()
    cleanup()
    await renderApp(`/${appUuid}/collateral`, { simulation, fakeTimers: true })
    await shown(() => screen.getByRole('heading', { level: 2, name: /Deposit address/ }))
    const amounts = [...main().querySelectorAll('dd')].map((dd) => dd.firstChild?.textContent)
    // Required, received, remaining.
    expect(amounts.slice(0, 3)).toEqual(['1.000000 BTC', '0.500000 BTC', '0.500000 BTC'])
    const [record] = simulation.engine.collections.applications.all()
    expect(record?.state).toBe('WAITING_FOR_COLLATERAL')
  })

  it('shows the not-found message word for word after an opt-in over 24 h old', async () => {
    await openCollateral('collateral-opted-in-not-found')
    await shown(() =>
      screen.getByText(
        'Verify that the collateral was sent to the wallet address provided. If it was, contact support at (888) 555-0142.',
      ),
    )
  })

  it('records the opt-in to a verification deposit from its modal', async () => {
    const { app, simulation } = await openCollateral('at-collateral')
    await depositAddressOpens(simulation)
    await app.user.click(
      screen.getByRole('button', { name: 'Verify the address with a small amount first' }),
    )
    await app.user.click(screen.getByRole('button', { name: 'Send a small amount first' }))
    await shown(() => screen.getByText(/You chose to send a small verification amount first/))
    const [record] = simulation.engine.collections.applications.all()
    expect(record?.collateralPosting.optInTime).not.toBeNull()
  })

  it('keeps the answers and says so when the confirmation fails, and goes on when retried', async () => {
    const { app, appUuid, simulation } = await openCollateral({
      ...atCollateral,
      name: 'collateral-confirmation-fails',
      faults: [{ endpoint: 'confirmCollateralSent', status: 503, times: 1 }],
    })
    await depositAddressOpens(simulation)
    await app.user.click(screen.getByRole('radio', { name: /Self-Hosted/ }))
    await app.user.click(screen.getByRole('checkbox', { name: /I have sent/ }))
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await shown(() => screen.getByText('Your confirmation was not sent'))
    expect((screen.getByRole('radio', { name: /Self-Hosted/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(
      (screen.getByRole('checkbox', { name: /I have sent/ }) as HTMLInputElement).checked,
    ).toBe(true)
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await shown(() => {
      if (app.location() !== `/${appUuid}/complete`) throw new Error(app.location())
    })
  })

  it('offers Try again when the collateral cannot be loaded', async () => {
    const { simulation, appUuids } = await createSimulation({
      services: testServices,
      scenario: {
        ...atCollateral,
        name: 'collateral-load-fails',
        faults: [{ endpoint: 'getCollateral', status: 503, times: 1 }],
      },
    }).then((made) => ({
      simulation: made,
      appUuids: made.engine.collections.applications.all().map((app) => app.appUuid),
    }))
    const app = await renderApp(`/${appUuids[0]}/collateral`, { simulation, fakeTimers: true })
    await shown(() => screen.getByRole('heading', { name: "We couldn't load this step" }))
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await shown(() => screen.getByRole('heading', { level: 2, name: /Deposit address/ }))
  })
})
