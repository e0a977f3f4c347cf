// @vitest-environment happy-dom

import type { CollateralReleaseResult } from '@contract/collateral'
import {
  BTC_RETURN_ADDRESS,
  ETH_ADDRESS,
  releaseNotReady,
  releaseReady,
  releaseSuccess,
} from '@scenarios/collateral-release'
import type { ReleaseResult, Scenario } from '@scenarios/scenario'
import { createSimulation } from '@sim/create-simulation'
import { cleanup, screen, within } from '@testing-library/react'
import {
  doubleClickInOneTask,
  installAppHarness,
  renderApp,
  settle,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { worldOf } from '../scenario-world'

installAppHarness()

// A browser fires a dialog's close event in a task after close() (HTML §4.11.4), by when React
// has attached the listener for the render that closed it; happy-dom fires it at once, inside
// that render's effects. Closing as a browser does lets the page hand focus on as it would.
const closeAtOnce = HTMLDialogElement.prototype.close
beforeAll(() => {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.open) return
    this.removeAttribute('open')
    this.returnValue = value ?? ''
    setTimeout(() => this.dispatchEvent(new Event('close')), 0)
  }
})
afterAll(() => {
  HTMLDialogElement.prototype.close = closeAtOnce
})

const RELEASE_CALL = '/collateral/release'
const COLLATERAL_CALL = '/collateral'

const main = () => screen.getByRole('main')
const field = () => screen.getByLabelText('Return wallet address') as HTMLInputElement
const dialog = () => screen.queryByRole('dialog')

function story(base: Scenario, more: Partial<Scenario> = {}): Scenario {
  return { ...base, ...more, decisions: { ...base.decisions, ...more.decisions } }
}

async function openRelease(scenario: Scenario, release?: ReleaseResult) {
  const { simulation, appUuid } = await worldOf(
    release ? story(scenario, { decisions: { release } }) : scenario,
  )
  const app = await renderApp(`/${appUuid}/collateral-release`, { simulation })
  await waitUntil(() => screen.getByText('Total Crypto Expected for Return'))
  return { app, appUuid, simulation }
}

/** The value shown for a fact of the summary, by its label. */
function fact(label: string): string {
  const term = within(main()).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

/** The caution dialog that asks to confirm the address, once it is open. */
function cautionDialog() {
  return waitUntil(() => {
    const open = dialog()
    if (!open) throw new Error('no dialog yet')
    return open
  })
}

/** The transactions table as read, cell by cell, its header row first. */
function transactionRows() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent))
}

async function saveAddress(app: Awaited<ReturnType<typeof openRelease>>['app'], address: string) {
  await app.user.clear(field())
  // Pasted, as an address usually is: typing 40 characters one by one only slows the test.
  if (address) {
    await app.user.click(field())
    await app.user.paste(address)
  }
  await app.user.click(screen.getByRole('button', { name: 'Save Address' }))
}

async function confirmAddress(
  app: Awaited<ReturnType<typeof openRelease>>['app'],
  address: string,
) {
  await saveAddress(app, address)
  const caution = await cautionDialog()
  await app.user.click(within(caution).getByRole('button', { name: 'Confirm' }))
}

describe('the collateral release screen (refinance-release-shell §2, §9)', () => {
  it('shows what is held, that it is ready, the timing, and the transactions to 4 decimals', async () => {
    await openRelease(releaseReady)
    expect(screen.getByRole('heading', { level: 1, name: 'Release your collateral' })).toBeTruthy()
    expect(fact('Total Crypto Expected for Return')).toBe('1.0000 BTC')
    expect(fact('Collateral Ready for Release')).toBe('Yes')
    expect(fact('Estimated Timing of Return')).toBe(
      'Within 1 business day of providing the return address',
    )
    expect(field().readOnly).toBe(false)
    expect(screen.getByText(/mistyped address is lost permanently/)).toBeTruthy()

    expect(transactionRows()).toEqual([
      ['Date', 'Type', 'Amount'],
      ['Mar 3, 2025', 'Deposit', '1.0000 BTC'],
    ])
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe(
      '/account/crypto-backed-loan/dashboard',
    )
  })

  it('shows N/A, a read-only field and no way to save when the collateral is not ready', async () => {
    const { app } = await openRelease(releaseNotReady)
    expect(fact('Collateral Ready for Release')).toBe('N/A')
    expect(fact('Total Crypto Expected for Return')).toBe('1.0000 BTC')
    expect(field().readOnly).toBe(true)
    expect(
      (screen.getByRole('button', { name: 'Save Address' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect(app.requests.count(RELEASE_CALL)).toBe(0)
  })
})

describe('the return address rules (refinance-release-shell §5)', () => {
  it.each([
    ['empty', ''],
    ['spaces only', '   '],
  ])('asks for an address when it is %s: "Wallet address is required."', async (_name, typed) => {
    const { app } = await openRelease(releaseReady)
    await saveAddress(app, typed)
    await waitUntil(() => screen.getByText('Wallet address is required.'))
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(dialog()).toBeNull()
    expect(app.requests.count(RELEASE_CALL)).toBe(0)
  })

  it.each([
    ['an Ethereum address', ETH_ADDRESS],
    ['a Bitcoin address with a character changed', `${BTC_RETURN_ADDRESS.slice(0, -1)}5`],
    ['a testnet address', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
  ])(
    'warns before submit that %s does not look like a BTC address, and cannot confirm it',
    async (_name, typed) => {
      const { app } = await openRelease(releaseReady)
      await app.user.type(field(), typed)
      await app.user.tab()
      await waitUntil(() => screen.getByText(/This does not look like a BTC address/))
      await app.user.click(screen.getByRole('button', { name: 'Save Address' }))
      expect(dialog()).toBeNull()
      // Focus goes back to the field to correct it.
      expect(document.activeElement).toBe(field())
      expect(app.requests.count(RELEASE_CALL)).toBe(0)
    },
  )
})

describe('confirming the address (refinance-release-shell §2, §4)', () => {
  it('a double click on Confirm requests the release once', async () => {
    const { app } = await openRelease(releaseReady)
    await saveAddress(app, BTC_RETURN_ADDRESS)
    const caution = await cautionDialog()
    doubleClickInOneTask(within(caution).getByRole('button', { name: 'Confirm' }))
    await waitUntil(() => screen.getByText('Release requested'))
    expect(app.requests.count(RELEASE_CALL)).toBe(1)
  })

  it('shows the address read-only in the caution dialog, sends it trimmed, and refreshes the collateral', async () => {
    const { app, simulation } = await openRelease(releaseReady)
    await saveAddress(app, `  ${BTC_RETURN_ADDRESS}  `)
    const caution = await cautionDialog()
    expect(within(caution).getByText('Caution! Confirm Return Address')).toBeTruthy()
    expect(within(caution).getByText(/entirety of your crypto collateral/)).toBeTruthy()
    expect(within(caution).getByTestId('confirm-address').textContent).toBe(BTC_RETURN_ADDRESS)
    expect(within(caution).queryByRole('textbox')).toBeNull()
    expect(app.requests.count(RELEASE_CALL)).toBe(0)

    const readsBefore = app.requests.count(COLLATERAL_CALL)
    await app.user.click(within(caution).getByRole('button', { name: 'Confirm' }))
    const banner = await waitUntil(() => screen.getByText('Release requested'))
    expect(banner.closest('[role="status"]')).not.toBeNull()
    expect(app.requests.count(RELEASE_CALL)).toBe(1)
    const [record] = simulation.engine.collections.applications.all()
    expect(record?.collateralRelease.request?.address).toBe(BTC_RETURN_ADDRESS)

    // The collateral is read again: no longer ready, the address kept, read-only.
    await waitUntil(() => {
      if (fact('Collateral Ready for Release') !== 'N/A') throw new Error('not refreshed')
    })
    expect(app.requests.count(COLLATERAL_CALL)).toBeGreaterThan(readsBefore)
    expect(field().value).toBe(BTC_RETURN_ADDRESS)
    expect(field().readOnly).toBe(true)
  })

  it.each<[CollateralReleaseResult, string, RegExp]>([
    ['WITHDRAWAL_FAILED', 'The release did not go through', /still held/],
    ['NO_COLLATERAL', 'No collateral to release', /nothing was sent/],
    ['PENDING_TRANSACTIONS', 'Transactions still in progress', /try again once/],
    ['DUPLICATE_REQUEST', 'Release already requested', /already requested/],
  ])('%s says "%s" and keeps the field to try again', async (result, title, detail) => {
    const { app } = await openRelease(releaseReady, result)
    await confirmAddress(app, BTC_RETURN_ADDRESS)
    const banner = await waitUntil(() => screen.getByText(title).closest('[role="status"]'))
    expect(banner?.textContent).toMatch(detail)
    await waitUntil(() => {
      if (app.requests.count(COLLATERAL_CALL) < 2) throw new Error('not refreshed yet')
    })
    expect(fact('Collateral Ready for Release')).toBe('Yes')
    expect(field().value).toBe(BTC_RETURN_ADDRESS)
  })

  it.each<[string, ReleaseResult]>([
    ['the lender’s INVALID_RETURN_ADDRESS error', 'INVALID_RETURN_ADDRESS'],
    ['an INVALID_ADDRESS result', 'INVALID_ADDRESS'],
  ])(
    'clears the field with "Invalid address entered - enter again" on %s',
    async (_name, release) => {
      const { app } = await openRelease(releaseReady, release)
      await confirmAddress(app, BTC_RETURN_ADDRESS)
      await waitUntil(() => screen.getByText('Invalid address entered - enter again'))
      expect(field().value).toBe('')
      expect(field().getAttribute('aria-invalid')).toBe('true')
      // Focus is back on the cleared field, to enter the address again.
      await waitUntil(() => expect(document.activeElement).toBe(field()))
      await settle()
      expect(document.activeElement).toBe(field())
      expect(dialog()).toBeNull()
      expect(screen.queryByText('Something unexpected happened. Try again')).toBeNull()
    },
  )

  it('release-success: two hours later the 1 BTC has gone back, a withdrawal, with nothing left to release', async () => {
    const { app, appUuid, simulation } = await openRelease(releaseSuccess)
    await confirmAddress(app, BTC_RETURN_ADDRESS)
    await waitUntil(() => screen.getByText('Release requested'))
    // The custodian sends the coins back two hours after the request; the borrower reloads.
    simulation.clock.advance(2 * 60 * 60 * 1_000)
    await simulation.engine.runDueJobs()
    cleanup()
    await renderApp(`/${appUuid}/collateral-release`, { simulation })
    await waitUntil(() => screen.getByText('Total Crypto Expected for Return'))
    expect(transactionRows()).toEqual([
      ['Date', 'Type', 'Amount'],
      ['Mar 3, 2025', 'Deposit', '1.0000 BTC'],
      [expect.any(String), 'Withdrawal', '1.0000 BTC'],
    ])
    expect(fact('Total Crypto Expected for Return')).toBe('0.0000 BTC')
    expect(field().value).toBe(BTC_RETURN_ADDRESS)
    expect(field().readOnly).toBe(true)
  })

  it('says "Something unexpected happened. Try again" on any other failure, keeping the address', async () => {
    const { app } = await openRelease(
      story(releaseReady, { faults: [{ endpoint: 'releaseCollateral', status: 503, times: 1 }] }),
    )
    await confirmAddress(app, BTC_RETURN_ADDRESS)
    await waitUntil(() => screen.getByText('Something unexpected happened. Try again'))
    expect(field().value).toBe(BTC_RETURN_ADDRESS)

    // Trying again goes through.
    await confirmAddress(app, BTC_RETURN_ADDRESS)
    await waitUntil(() => screen.getByText('Release requested'))
    expect(screen.queryByText('Something unexpected happened. Try again')).toBeNull()
  })
})

describe('loading the screen', () => {
  it('offers a retry when the collateral cannot be loaded', async () => {
    const simulation = await createSimulation({
      services: testServices,
      scenario: story(releaseReady, {
        faults: [{ endpoint: 'getCollateral', status: 503, times: 1 }],
      }),
    })
    const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
    const app = await renderApp(`/${appUuid}/collateral-release`, { simulation })
    await waitUntil(() => screen.getByText("We couldn't load your collateral"))
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByText('Total Crypto Expected for Return'))
    expect(fact('Collateral Ready for Release')).toBe('Yes')
  })

  it('says the loan is not found for an application that is not the borrower’s', async () => {
    const simulation = await createSimulation({ services: testServices, scenario: releaseReady })
    await renderApp('/00000000-0000-4000-8000-000000000000/collateral-release', { simulation })
    await waitUntil(() => screen.getByText("We couldn't find this loan"))
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toBeTruthy()
  })
})

describe('the dashboard’s way in', () => {
  it('links a paid-off loan in the release stage to its release screen, and no other', async () => {
    for (const [scenario, linked] of [
      [releaseReady, true],
      [releaseNotReady, false],
    ] as const) {
      const simulation = await createSimulation({ services: testServices, scenario })
      const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
      await renderApp('/dashboard', { simulation })
      await waitUntil(() => within(main()).getByRole('link', { name: /^Open Application/ }))
      const link = within(main()).queryByRole('link', { name: /^Release collateral/ })
      expect(link?.getAttribute('href') ?? null).toBe(
        linked ? `/account/crypto-backed-loan/${appUuid}/collateral-release` : null,
      )
      document.body.innerHTML = ''
    }
  })
})
