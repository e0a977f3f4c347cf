// @vitest-environment happy-dom

import { formerLenderPaths, formerLenderStates } from '@contract/former-lender'
import {
  refinanceCustodyOnlyTopUp,
  refinanceSigning,
  refinanceTopUpRequested,
  refinanceWithStabilization,
} from '@scenarios/refinance'
import type { Scenario } from '@scenarios/scenario'
import { createSimulation } from '@sim/create-simulation'
import { cleanup, screen, within } from '@testing-library/react'
import { openRefinanceList } from '@tests/support/refinance-list'
import {
  advance,
  doubleClickInOneTask,
  installAppHarness,
  notifications,
  type RenderedApp,
  renderApp,
  server,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { UNSIGNED_DOCUMENTS_REFETCH_MS, UNSIGNED_DOCUMENTS_REFETCHES } from '@/domain/agreements'
import {
  CALCULATION_POLL_MS,
  CALCULATION_POLL_UPDATES,
  LOAN_ID_DEBOUNCE_MS,
  NO_ELIGIBLE_LOAN_CAUSES,
} from '@/domain/refinance'
import { shown } from '../fake-ticks'
import {
  LIST,
  listed,
  loanIdField,
  lookUpButton,
  lookUpLoanId,
  openLoanIdModal,
  refinanceWorld,
} from './refinance-page'

installAppHarness()

const LOOKUP = `/applications/${formerLenderPaths.create}`

/** The Loan ID modal over a list with no eligible loans, on a fake clock. */
async function openLoanIdModalOnFakeClock() {
  const app = await renderApp(LIST, { scenario: 'refinance-no-eligible-loans', fakeTimers: true })
  // Under the fake clock the page's first render needs the clock to move a little.
  await shown(() => screen.getAllByRole('button', { name: 'Enter Loan ID' })[0])
  return { app, dialog: await openLoanIdModal(app) }
}

describe('the Loan ID modal (refinance-release-shell §2, §5, §8)', () => {
  it('asks for a Loan ID before sending anything', async () => {
    const app = await openRefinanceList('refinance-list')
    const dialog = await openLoanIdModal(app)
    await app.user.click(lookUpButton(dialog))
    await waitUntil(() => within(dialog).getByText('Please enter a Celsius Loan ID'))
    expect(app.requests.count(LOOKUP)).toBe(0)
  })

  it('sends the first submit at once and holds the rest for 500 ms (leading call): the same Loan ID again sends nothing', async () => {
    const { app, dialog } = await openLoanIdModalOnFakeClock()
    const field = loanIdField(dialog)
    await app.user.type(field, 'CL-1')
    const submit = lookUpButton(dialog)
    await app.user.click(submit)
    await app.user.click(submit)
    await app.user.click(submit)
    await waitUntil(() => {
      if (app.requests.count(LOOKUP) !== 1) throw new Error('the leading call is not sent yet')
    })
    await advance(LOAN_ID_DEBOUNCE_MS * 4)
    expect(app.requests.count(LOOKUP)).toBe(1)

    // A Loan ID corrected during the wait is looked up when the wait ends, once.
    await app.user.click(submit)
    await waitUntil(() => {
      if (app.requests.count(LOOKUP) !== 2) throw new Error(`${app.requests.count(LOOKUP)}`)
    })
    await app.user.type(field, '2')
    await app.user.click(submit)
    await app.user.click(submit)
    await advance(LOAN_ID_DEBOUNCE_MS - 50)
    expect(app.requests.count(LOOKUP)).toBe(2)
    await advance(100)
    await waitUntil(() => {
      if (app.requests.count(LOOKUP) !== 3) throw new Error(`${app.requests.count(LOOKUP)}`)
    })
    await advance(LOAN_ID_DEBOUNCE_MS * 4)
    expect(app.requests.count(LOOKUP)).toBe(3)
  })

  it('a double click on Look up loans sends one lookup', async () => {
    const { app, dialog } = await openLoanIdModalOnFakeClock()
    await app.user.type(loanIdField(dialog), 'CL-1')
    doubleClickInOneTask(lookUpButton(dialog))
    await waitUntil(() => within(dialog).getByText('You have no eligible loans'))
    await advance(LOAN_ID_DEBOUNCE_MS * 2)
    expect(app.requests.count(LOOKUP)).toBe(1)
  })

  it('says there are no eligible loans, with the causes', async () => {
    const app = await openRefinanceList('refinance-no-eligible-loans')
    const dialog = await openLoanIdModal(app)
    await lookUpLoanId(app, dialog, 'CL-1')
    await waitUntil(() => within(dialog).getByText('You have no eligible loans'))
    for (const cause of NO_ELIGIBLE_LOAN_CAUSES)
      expect(within(dialog).getByText(cause)).toBeTruthy()
  })

  it('shows the unique server messages joined, ending with a period', async () => {
    const app = await openRefinanceList('refinance-lookup-error')
    const dialog = await openLoanIdModal(app)
    await lookUpLoanId(app, dialog, 'CL-100234')
    await waitUntil(() =>
      within(dialog).getByText(
        'Loan CL-100234 is not in good standing. The loan holder could not be matched to your profile.',
      ),
    )
    expect(loanIdField(dialog).value).toBe('CL-100234')
  })

  it('closes on loans found and lists one card per coin type', async () => {
    const app = await openRefinanceList('refinance-list')
    const dialog = await openLoanIdModal(app)
    await lookUpLoanId(app, dialog, 'CL-100234')
    await waitUntil(() => screen.getByRole('radio', { name: /BTC loans/ }))
    expect(screen.getByRole('radio', { name: /ETH loan/ })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the information modals (§2, §9)', () => {
  it.each([
    ['About Celsius loans', /refinance it/],
    ['Collateral treatment rates', /Custody-only: 14\.0% APR\..*above 55\.0%.*to 55\.0% or less/s],
    [
      'Collateral treatment rates',
      /Ownership transfer: 13\.0% APR\..*above 55\.0% and up to 70\.0%/s,
    ],
    ['About Celsius Loan IDs', /identifies your loan with Celsius/],
    ['About current LTV', /what you owe divided by the current value of your collateral/],
    ['About stabilization', /custody-only rate only.*liquidation trigger is 85\.0% LTV/s],
  ])('%s explains %s, and closes', async (title, text) => {
    const app = await openRefinanceList(refinanceCustodyOnlyTopUp)
    await app.user.click(screen.getByRole('button', { name: title }))
    const dialog = await waitUntil(() => screen.getByRole('dialog', { name: title }))
    expect(dialog.textContent).toMatch(text)
    // The footer's Close, beside the corner's.
    const closes = within(dialog).getAllByRole('button', { name: 'Close' })
    await app.user.click(closes[closes.length - 1] as HTMLElement)
    await waitUntil(() => {
      if (screen.queryByRole('dialog')) throw new Error('still open')
    })
  })
})

describe('the refinance form (§4, §5)', () => {
  it('asks for a loan, then for a rate', async () => {
    const app = await openRefinanceList(refinanceCustodyOnlyTopUp)
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    // Once, on the loans it is about.
    await waitUntil(() => screen.getByText('Please select a loan'))
    await app.user.click(screen.getByRole('radio', { name: /BTC loans/ }))
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => screen.getByText('Please select a rate'))
    expect(app.requests.count('/select-offer')).toBe(0)
  })

  it('offers stabilization with custody-only only', async () => {
    const app = await openRefinanceList(refinanceCustodyOnlyTopUp)
    await app.user.click(screen.getByRole('radio', { name: /BTC loans/ }))
    await app.user.click(screen.getByRole('radio', { name: /Ownership transfer/ }))
    expect(screen.queryByRole('checkbox', { name: 'Opt in to stabilization' })).toBeNull()
    await app.user.click(screen.getByRole('radio', { name: /Custody-only/ }))
    expect(screen.getByRole('checkbox', { name: 'Opt in to stabilization' })).toBeTruthy()
  })

  it('a rate chosen shows the terms of its offer, the estimated minimum collateral among them', async () => {
    const app = await openRefinanceList(refinanceCustodyOnlyTopUp)
    await app.user.click(screen.getByRole('radio', { name: /BTC loans/ }))
    expect(screen.queryByText('Estimated minimum collateral')).toBeNull()
    await app.user.click(screen.getByRole('radio', { name: /Custody-only/ }))
    const terms = await waitUntil(() => screen.getByRole('region', { name: 'Terms of offer' }))
    const minimum = within(terms).getByText('Estimated minimum collateral')
    expect(minimum.nextElementSibling?.textContent).toMatch(/^\d+\.\d+ BTC$/)
  })

  it.each([
    ['opts in', 1, true],
    ['does not opt in', 0, false],
  ])(
    'a borrower who %s sends %i stabilization call (only ever optIn true, §7)',
    async (_, calls, optIn) => {
      const app = await openRefinanceList(refinanceWithStabilization)
      await app.user.click(screen.getByRole('radio', { name: /Custody-only/ }))
      if (optIn)
        await app.user.click(screen.getByRole('checkbox', { name: 'Opt in to stabilization' }))
      await app.user.click(screen.getByRole('button', { name: 'Continue' }))
      await waitUntil(() => {
        if (!app.location().endsWith('/disclosures')) throw new Error(app.location())
      })
      expect(app.requests.count('/stabilization')).toBe(calls)
    },
  )

  it('a rate chosen meanwhile in another tab: shows the choice that stands and how to change it, not "try again"', async () => {
    const app = await openRefinanceList(refinanceWithStabilization)
    await app.user.click(screen.getByRole('radio', { name: /Custody-only/ }))
    // The other tab chooses first.
    const [record] = app.simulation.engine.collections.applications.all()
    const [borrower] = app.simulation.engine.collections.borrowers.all()
    await app.simulation.engine.selectRefinanceOffer(
      record?.appUuid as string,
      record?.offers[0]?.uuid as string,
      borrower as NonNullable<typeof borrower>,
    )
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    const banner = await waitUntil(() => screen.getByText('Your rate is selected'))
    expect(banner.closest('[role]')?.textContent ?? banner.parentElement?.textContent).toMatch(
      /contact support at/,
    )
    expect(screen.queryByText('Your choice was not saved')).toBeNull()
  })

  it('custody-only with stabilization: the choice is kept and shown locked back on the list', async () => {
    const app = await openRefinanceList(refinanceWithStabilization)
    await app.user.click(screen.getByRole('radio', { name: /Custody-only/ }))
    await app.user.click(screen.getByRole('checkbox', { name: 'Opt in to stabilization' }))
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (!app.location().endsWith('/disclosures')) throw new Error(app.location())
    })
    app.runtime.router.history.back()
    await waitUntil(() => screen.getByText('Custody-only: 14.0% APR, with stabilization'))
    expect(
      screen.getByText('To change the rate or stabilization, contact support at (888) 555-0142.'),
    ).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /Custody-only/ })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'Opt in to stabilization' })).toBeNull()
  })

  it('a double click on Continue sends the choice and the stabilization once', async () => {
    const app = await openRefinanceList(refinanceWithStabilization)
    await app.user.click(screen.getByRole('radio', { name: /Custody-only/ }))
    await app.user.click(screen.getByRole('checkbox', { name: 'Opt in to stabilization' }))
    doubleClickInOneTask(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (!app.location().endsWith('/disclosures')) throw new Error(app.location())
    })
    expect(app.requests.count('/select-offer')).toBe(1)
    expect(app.requests.count('/stabilization')).toBe(1)
  })

  it('shows the choice as selected at once and restores the earlier data on an error', async () => {
    const app = await openRefinanceList({
      ...refinanceCustodyOnlyTopUp,
      name: 'refinance-select-fails',
      faults: [{ endpoint: 'selectRefinanceOffer', status: 503, times: 1 }],
    })
    await app.user.click(screen.getByRole('radio', { name: /BTC loans/ }))
    await app.user.click(screen.getByRole('radio', { name: /Ownership transfer/ }))
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => screen.getByText('Your choice was not saved'))
    expect(listed(app)?.every((application) => application.selectedOffer === null)).toBe(true)
    // The choice is still open, and goes through when tried again.
    await app.user.click(screen.getByRole('radio', { name: /Ownership transfer/ }))
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (!app.location().endsWith('/disclosures')) throw new Error(app.location())
    })
  })

  it('locks a chosen rate: support changes it, at the organisation’s phone', async () => {
    const app = await openRefinanceList(refinanceTopUpRequested)
    await waitUntil(() =>
      screen.getByText('To change the rate or stabilization, contact support at (888) 555-0142.'),
    )
    expect(screen.queryByRole('radio', { name: /Ownership transfer/ })).toBeNull()
    await app.user.click(screen.getByRole('button', { name: 'Send collateral top-up' }))
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: 'Send your collateral top-up' }),
    )
  })
})

/** The top-up page, reached from the list, once its deposit address is shown. */
async function openTopUp(scenario: Scenario) {
  const app = await openRefinanceList(scenario)
  await app.user.click(
    await waitUntil(() => screen.getByRole('button', { name: 'Send collateral top-up' })),
  )
  await waitUntil(() => screen.getByTestId('deposit-address'))
  return app
}

describe('the collateral top-up (§2, §4, §5)', () => {
  it('shows required, received and remaining to 6 decimals and asks for the confirmation', async () => {
    const app = await openTopUp(refinanceTopUpRequested)
    expect(screen.getAllByText('0.035230 BTC').length).toBeGreaterThanOrEqual(2)
    expect(screen.getByText('0.000000 BTC')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    // The fields' own messages (wallet type and checkbox), beside the amounts' Required heading.
    await waitUntil(() => {
      if (screen.getAllByText('Required').length !== 3) throw new Error('no field message yet')
    })
    expect(app.requests.count(`/${formerLenderPaths.borrowerConfirmation}`)).toBe(0)
    await app.user.click(screen.getByRole('radio', { name: /Self-Hosted/ }))
    await app.user.click(
      screen.getByRole('checkbox', { name: /I have sent the required collateral/ }),
    )
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (app.location() !== LIST) throw new Error(app.location())
    })
    await waitUntil(() => screen.getByText(/We are waiting for your collateral top-up/))
  })

  it('restores the earlier data and goes back when the confirmation fails', async () => {
    const app = await openTopUp({
      ...refinanceTopUpRequested,
      name: 'refinance-confirm-fails',
      faults: [{ endpoint: 'confirmRefinanceTopUp', status: 503, times: 1 }],
    })
    await app.user.click(screen.getByRole('radio', { name: /Custodial/ }))
    await app.user.click(
      screen.getByRole('checkbox', { name: /I have sent the required collateral/ }),
    )
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (app.location() !== LIST) throw new Error(app.location())
    })
    expect(listed(app)?.[0]?.state).toBe(formerLenderStates.topUpRequested)
    await waitUntil(() => screen.getByRole('button', { name: 'Send collateral top-up' }))
    expect(notifications().getByRole('alert').textContent).toBe(
      'Your top-up was not confirmed' +
        'We did not receive your confirmation that the collateral was sent. Our servers are having trouble right now. Please try again in a moment.',
    )
  })
})

describe('the top-up’s wallet type and verification (§2 "Collateral transfer")', () => {
  const recordOf = (app: RenderedApp) => app.simulation.engine.collections.applications.all()[0]
  const confirmations = (app: RenderedApp) =>
    app.requests.count(`/${formerLenderPaths.borrowerConfirmation}`)

  it('asks for the wallet type and focuses it, sending nothing until it is chosen', async () => {
    const app = await openTopUp(refinanceTopUpRequested)
    expect(
      screen.getByRole('heading', { name: 'Which kind of wallet are you sending from?' }),
    ).toBeTruthy()
    await app.user.click(
      screen.getByRole('checkbox', { name: /I have sent the required collateral/ }),
    )
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    const group = await waitUntil(() => screen.getByRole('group', { name: /Wallet type/ }))
    await waitUntil(() => within(group).getByText('Required'))
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Self-Hosted/ }))
    expect(app.requests.count('/source-wallet-type')).toBe(0)
    expect(confirmations(app)).toBe(0)
    expect(recordOf(app)?.collateralPosting.sourceWalletType).toBeNull()
  })

  it('a reload keeps the wallet type chosen (not the box, which is asked each time)', async () => {
    const app = await openTopUp(refinanceTopUpRequested)
    await app.user.click(screen.getByRole('radio', { name: /Custodial/ }))
    await app.user.click(
      screen.getByRole('checkbox', { name: /I have sent the required collateral/ }),
    )
    const page = app.location()
    // A reload: the same world and tab storage, a new app.
    cleanup()
    await renderApp(page, { simulation: app.simulation })
    await waitUntil(() => screen.getByTestId('deposit-address'))
    expect((screen.getByRole('radio', { name: /Custodial/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(
      (
        screen.getByRole('checkbox', {
          name: /I have sent the required collateral/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(false)
  })

  it('sends the chosen wallet type, then the refinance confirmation', async () => {
    const app = await openTopUp(refinanceTopUpRequested)
    await app.user.click(screen.getByRole('radio', { name: /Custodial/ }))
    await app.user.click(
      screen.getByRole('checkbox', { name: /I have sent the required collateral/ }),
    )
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (app.location() !== LIST) throw new Error(app.location())
    })
    expect(recordOf(app)?.collateralPosting.sourceWalletType).toBe('CUSTODIAL')
    expect(recordOf(app)?.state).toBe(formerLenderStates.waitingForTopUp)
    expect(app.requests.count('/source-wallet-type')).toBe(1)
    expect(confirmations(app)).toBe(1)
  })

  it('a double click on Continue sends the wallet type and the confirmation once', async () => {
    const app = await openTopUp(refinanceTopUpRequested)
    await app.user.click(screen.getByRole('radio', { name: /Custodial/ }))
    await app.user.click(
      screen.getByRole('checkbox', { name: /I have sent the required collateral/ }),
    )
    doubleClickInOneTask(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (app.location() !== LIST) throw new Error(app.location())
    })
    expect(app.requests.count('/source-wallet-type')).toBe(1)
    expect(confirmations(app)).toBe(1)
  })

  it('records the opt-in to a small verification amount from its modal', async () => {
    const app = await openTopUp(refinanceTopUpRequested)
    await app.user.click(
      screen.getByRole('button', { name: 'Verify the address with a small amount first' }),
    )
    const dialog = await waitUntil(() =>
      screen.getByRole('dialog', { name: 'Verify with a small amount' }),
    )
    // The smallest amount is the lender's, from the application's collateral call.
    await waitUntil(() => within(dialog).getByText(/at least 0\.000100 BTC first/))
    await app.user.click(within(dialog).getByRole('button', { name: 'Send a small amount first' }))
    await waitUntil(() => screen.getByText(/You chose to send a small verification amount first/))
    expect(recordOf(app)?.collateralPosting.optInTime).not.toBeNull()
    expect(recordOf(app)?.state).toBe(formerLenderStates.topUpRequested)
    expect(
      screen.queryByRole('button', { name: 'Verify the address with a small amount first' }),
    ).toBeNull()
  })

  it('keeps the choices and says so when the wallet type is not saved, then goes on', async () => {
    const app = await openTopUp({
      ...refinanceTopUpRequested,
      name: 'refinance-wallet-type-fails',
      faults: [{ endpoint: 'setSourceWalletType', status: 503, times: 1 }],
    })
    await app.user.click(screen.getByRole('radio', { name: /Self-Hosted/ }))
    const sent = screen.getByRole('checkbox', { name: /I have sent the required collateral/ })
    await app.user.click(sent)
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => screen.getByText('Your confirmation was not sent'))
    expect(app.location()).toMatch(/\/collateral-top-up$/)
    expect(confirmations(app)).toBe(0)
    expect(listed(app)?.[0]?.state).toBe(formerLenderStates.topUpRequested)
    expect((screen.getByRole('radio', { name: /Self-Hosted/ }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect((sent as HTMLInputElement).checked).toBe(true)
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (app.location() !== LIST) throw new Error(app.location())
    })
    expect(recordOf(app)?.collateralPosting.sourceWalletType).toBe('SELF_HOSTED')
    expect(recordOf(app)?.state).toBe(formerLenderStates.waitingForTopUp)
  })
})

/** When (on the fake clock) each request to a path ending with `pathEnd` started. */
function timesOf(pathEnd: string): number[] {
  const times: number[] = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) times.push(Date.now())
  })
  return times
}

describe('the top-up calculation poll (§4, §9)', () => {
  it('asks again every 500 ms, up to 5 updates after the first answer', async () => {
    const { simulation, pageOf } = await refinanceWorld(refinanceTopUpRequested)
    const app = await renderApp(pageOf('collateral-top-up'), { simulation, fakeTimers: true })
    const times = timesOf(`/${formerLenderPaths.collateral}/calculate`)
    await shown(() => screen.getByTestId('deposit-address'))
    await advance(CALCULATION_POLL_MS * (CALCULATION_POLL_UPDATES + 10))
    expect(app.requests.count(`/${formerLenderPaths.collateral}/calculate`)).toBe(
      1 + CALCULATION_POLL_UPDATES,
    )
    const gaps = times.slice(1).map((time, at) => time - (times[at] as number))
    expect(gaps).toHaveLength(CALCULATION_POLL_UPDATES)
    for (const gap of gaps) expect(gap).toBe(CALCULATION_POLL_MS)
  })
})

describe('the disclosures (§2, §4)', () => {
  it('shows one document at a time; the last Agree sends the borrower to the list, which says it is processing', async () => {
    const { simulation, record, pageOf } = await refinanceWorld(refinanceSigning)
    const app = await renderApp(pageOf('disclosures'), { simulation })
    for (const [index, position] of [
      'Document 1 of 3',
      'Document 2 of 3',
      'Document 3 of 3',
    ].entries()) {
      await waitUntil(() => screen.getByText(position))
      // After an Agree, the next document's name takes focus, so a screen reader says where the
      // borrower is.
      if (index > 0) {
        expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }))
      }
      await app.user.click(screen.getByRole('button', { name: 'Agree' }))
    }
    await waitUntil(() => {
      if (app.location() !== LIST) throw new Error(app.location())
    })
    expect(simulation.engine.getApplicationState(record.appUuid, null)).toMatchObject({
      state: 'WAITING_FOR_COLLATERAL',
      stage: 'PROCESSING',
    })
    // The list says what happens next.
    await waitUntil(() =>
      screen.getByText('Your refinance is being processed. This page updates when it moves on.'),
    )
  })

  it('a double click on Agree signs the disclosure once', async () => {
    const { simulation, record } = await refinanceWorld({
      ...refinanceSigning,
      name: 'refinance-agree-twice',
      faults: [{ endpoint: 'refinance.signDocument', latencyMs: 200 }],
    })
    const app = await renderApp(LIST, { simulation })
    await app.user.click(
      await waitUntil(() => screen.getByRole('button', { name: 'Sign disclosures' })),
    )
    await waitUntil(() => screen.getByText('Document 1 of 3'))
    doubleClickInOneTask(screen.getByRole('button', { name: 'Agree' }))
    await waitUntil(() => screen.getByText('Document 2 of 3'))
    const signs = app.requests.all.filter(({ url }) => url.pathname.includes('/sign-document/'))
    expect(signs).toHaveLength(1)
    expect(
      simulation.engine.loanDocumentsOf(record.appUuid).filter((doc) => doc.signedAt !== null),
    ).toHaveLength(1)
  })

  it('a failed last signature shows processing at once, then restores the list and goes back', async () => {
    const { simulation, record, owner } = await refinanceWorld({
      ...refinanceSigning,
      name: 'refinance-last-signature-fails',
      faults: [{ endpoint: 'refinance.signDocument', status: 503, latencyMs: 300, times: 1 }],
    })
    const unsigned = await simulation.engine.listUnsignedDocuments(
      record.appUuid,
      owner.uuid,
      owner,
    )
    for (const document of unsigned.slice(0, 2)) {
      await simulation.engine.signDocument(record.appUuid, owner.uuid, document.uuid, owner)
    }
    const app = await renderApp(LIST, { simulation })
    await app.user.click(
      await waitUntil(() => screen.getByRole('button', { name: 'Sign disclosures' })),
    )
    // The two signed before count: the last of three.
    await waitUntil(() => screen.getByText('Document 3 of 3'))
    await app.user.click(screen.getByRole('button', { name: 'Agree' }))
    await waitUntil(() => {
      if (listed(app)?.[0]?.state !== 'WAITING_FOR_COLLATERAL') throw new Error('not yet')
    })
    expect(listed(app)?.[0]?.stage).toBe('PROCESSING')
    await waitUntil(() => {
      if (app.location() !== LIST) throw new Error(app.location())
    })
    expect(listed(app)?.[0]).toMatchObject({ state: 'SIGN_DOCS', stage: 'APPLYING' })
    await waitUntil(() => screen.getByRole('button', { name: 'Sign disclosures' }))
    expect(notifications().getByRole('alert').textContent).toMatch(
      /^Your signature was not saved.+ is not signed\. Our servers are having trouble right now\. Please try again in a moment\.$/,
    )
  })

  it('with no document to sign asks again every 2 s, 5 times, then goes to the list', async () => {
    const { simulation, pageOf } = await refinanceWorld(refinanceTopUpRequested)
    const app = await renderApp(pageOf('disclosures'), { simulation, fakeTimers: true })
    const times = timesOf('/documents/unsigned')
    await shown(() => screen.getByText('Loading your disclosures…'))
    await advance(UNSIGNED_DOCUMENTS_REFETCH_MS * (UNSIGNED_DOCUMENTS_REFETCHES + 3))
    await waitUntil(() => {
      if (app.location() !== LIST) throw new Error(app.location())
    })
    expect(times).toHaveLength(1 + UNSIGNED_DOCUMENTS_REFETCHES)
    const gaps = times.slice(1).map((time, at) => time - (times[at] as number))
    for (const gap of gaps) expect(gap).toBe(UNSIGNED_DOCUMENTS_REFETCH_MS)
  })
})

describe('the dashboard rule for refinance applications (core-journey §2)', () => {
  async function openAt(page: string) {
    const simulation = await createSimulation({
      services: testServices,
      scenario: refinanceTopUpRequested,
    })
    const [record] = simulation.engine.collections.applications.all()
    return renderApp(`/${record?.appUuid}/${page}`, { simulation })
  }

  it.each(['next-steps', 'identity', 'disbursement', 'disclosures', 'collateral', 'complete'])(
    'sends a refinance application from its other pages to the dashboard: %s',
    async (page) => {
      const app = await openAt(page)
      await waitUntil(() => {
        if (app.location() !== '/dashboard') throw new Error(app.location())
      })
      // Sent once, in place of the page: Back does not return to it.
      expect(app.runtime.router.history.length).toBe(1)
    },
  )

  it('opens its documents page', async () => {
    const app = await openAt('documents')
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Your documents' }))
    expect(app.location()).toMatch(/\/documents$/)
  })
})
