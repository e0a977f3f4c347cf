// @vitest-environment happy-dom

import { BANK_LINK_SETTLE_MS } from '@sim/disbursement/disbursement-operations'
import { screen, within } from '@testing-library/react'
import { namedWorld } from '@tests/support/application-world'
import {
  advance,
  doubleClickInOneTask,
  installAppHarness,
  type RenderedApp,
  renderApp,
  settle,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import {
  backAtChecklistCompleted,
  disbursementStatus,
  linkBank,
  linkGranite,
  main,
  startDisbursementFromChecklist,
} from './disbursement-page'

installAppHarness()

async function at(
  path: (appUuid: string) => string,
  scenario = 'at-disbursement',
  fakeTimers = false,
) {
  const { simulation, appUuids } = await namedWorld(scenario)
  const appUuid = appUuids[0] as string
  return { simulation, appUuid, open: () => renderApp(path(appUuid), { simulation, fakeTimers }) }
}

/** From the checklist to the disbursement account page, and on with one of its choices. */
async function fromChecklistTo(app: RenderedApp, button: string) {
  await startDisbursementFromChecklist(app)
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Disbursement account' }))
  await app.user.click(within(main()).getByRole('button', { name: button }))
}

async function fillManual(
  app: RenderedApp,
  values: Partial<Record<'Routing number' | 'Account number' | 'First name' | 'Last name', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(main()).getByRole('textbox', { name: label })
    // Pasted, one input per field: what is checked here is the numbers, not the keystrokes.
    await app.user.clear(input)
    if (value) await app.user.paste(value)
  }
}

const valid = {
  'Routing number': '021000021',
  'Account number': '000123456789',
  'First name': 'Dana',
  'Last name': 'Whitfield',
}

/** From the checklist to manual entry, valid numbers typed and Continue: the confirm dialog. */
async function confirmDialogOfValidEntry(app: RenderedApp): Promise<HTMLElement> {
  await fromChecklistTo(app, 'Manually Enter Information')
  await waitUntil(() => within(main()).getByRole('textbox', { name: 'Routing number' }))
  await fillManual(app, valid)
  await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
  return waitUntil(() => screen.getByRole('dialog', { name: 'Please confirm info' }))
}

describe('disbursement chooser (core-journey §2)', () => {
  it('offers Link Account as most popular, manual entry, and Back to next steps', async () => {
    const { open, appUuid } = await at((uuid) => `/${uuid}/disbursement`)
    const app = await open()
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Disbursement account' }))
    expect(within(main()).getByText('Most popular')).toBeTruthy()
    expect(within(main()).getByRole('button', { name: 'Manually Enter Information' })).toBeTruthy()
    await app.user.click(within(main()).getByRole('button', { name: 'Back' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
  })
})

describe('disbursement chooser: Link Account', () => {
  it('leads to the link page while no bank is linked yet', async () => {
    const { open, appUuid } = await at((uuid) => `/${uuid}/disbursement`)
    const app = await open()
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Disbursement account' }))
    await app.user.click(within(main()).getByRole('button', { name: 'Link Account' }))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Link your bank account' }))
    await settle()
    expect(app.location()).toBe(`/${appUuid}/disbursement/link-account`)
  })
})

describe('manual bank entry (core-journey §5, §8)', () => {
  it("starts the account holder's name as the borrower's, from the details the lender holds, and lets it be changed", async () => {
    const { open, simulation } = await at((uuid) => `/${uuid}/disbursement/manually-link`)
    const borrower = simulation.engine.collections.borrowers.all()[0]!
    const app = await open()
    const first = await waitUntil(() => within(main()).getByRole('textbox', { name: 'First name' }))
    const last = within(main()).getByRole('textbox', { name: 'Last name' })
    expect([(first as HTMLInputElement).value, (last as HTMLInputElement).value]).toEqual([
      borrower.firstName,
      borrower.lastName,
    ])
    expect((first as HTMLInputElement).value).not.toBe('')
    await fillManual(app, { ...valid, 'First name': 'Danielle' })
    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    const dialog = await waitUntil(() =>
      screen.getByRole('dialog', { name: 'Please confirm info' }),
    )
    expect(within(dialog).getByText('Full legal name').nextSibling?.textContent).toBe(
      'Danielle Whitfield',
    )
  })

  it('shows every required message on an empty form', async () => {
    const { open } = await at((uuid) => `/${uuid}/disbursement/manually-link`)
    const app = await open()
    await waitUntil(() => within(main()).getByRole('button', { name: 'Continue' }))
    // The names start filled (the borrower's): emptied here.
    await fillManual(app, { 'First name': '', 'Last name': '' })
    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    for (const message of [
      'Please enter a routing number',
      'Please enter an account number',
      'Please enter the first name.',
      'Please enter the last name.',
    ]) {
      await waitUntil(() => within(main()).getByText(message))
    }
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it.each([
    ['021000022', '000123456789', 'Invalid routing number'],
    ['12345', '000123456789', 'Invalid routing number'],
    ['021000021', '123', 'At least 4 digits'],
    ['021000021', '123456789012345678', 'Up to 17 digits'],
    ['021000021', '12a45', 'Invalid'],
  ])('routing %s, account %s: %s', async (routing, account, message) => {
    const { open } = await at((uuid) => `/${uuid}/disbursement/manually-link`)
    const app = await open()
    await waitUntil(() => within(main()).getByRole('button', { name: 'Continue' }))
    await fillManual(app, { ...valid, 'Routing number': routing, 'Account number': account })
    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    await waitUntil(() => within(main()).getByText(message))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('an account refused because the final steps were completed meanwhile in another tab (409): the page says so and shows where the application stands, with nothing to try again', async () => {
    const { open, appUuid, simulation } = await at((uuid) => `/${uuid}/next-steps`)
    const app = await open()
    const dialog = await confirmDialogOfValidEntry(app)
    // The other tab finished the final steps: the application waits on nothing of this page.
    const { engine } = simulation
    await engine.updateApplication(engine.findApplication(appUuid), (draft) => {
      draft.state = 'FUNDABLE'
    })
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }))

    const notice = await waitUntil(() =>
      within(screen.getByRole('region', { name: /notifications/i })).getByRole('status'),
    )
    expect(notice.textContent).toBe(
      'Your final steps are already complete' +
        'They were completed in another tab or window. Here is where your application stands now.',
    )
    // Where FUNDABLE stands: the finish page, read again.
    await waitUntil(() =>
      expect(app.runtime.router.state.location.pathname).toBe(`/${appUuid}/complete`),
    )
    expect(screen.queryByText(/try again/i)).toBeNull()
    expect(screen.queryByText('Failed to upload manual bank information.')).toBeNull()
  })

  it('confirms the numbers and name in a modal, sets the account and completes the step', async () => {
    const { open, appUuid, simulation } = await at((uuid) => `/${uuid}/next-steps`)
    const app = await open()
    await fromChecklistTo(app, 'Manually Enter Information')
    await waitUntil(() => within(main()).getByRole('textbox', { name: 'Routing number' }))
    // The check picture points at the number being typed.
    await app.user.click(within(main()).getByRole('textbox', { name: 'Routing number' }))
    expect(within(main()).getByText(/routing number is the first nine digits/)).toBeTruthy()
    await app.user.click(within(main()).getByRole('textbox', { name: 'Account number' }))
    expect(within(main()).getByText(/account number follows the routing number/)).toBeTruthy()
    await fillManual(app, valid)
    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))

    const dialog = await waitUntil(() =>
      screen.getByRole('dialog', { name: 'Please confirm info' }),
    )
    expect(within(dialog).getByText('Account number').nextSibling?.textContent).toBe('000123456789')
    expect(within(dialog).getByText('Routing number').nextSibling?.textContent).toBe('021000021')
    expect(within(dialog).getByText('Full legal name').nextSibling?.textContent).toBe(
      'Dana Whitfield',
    )
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }))

    await backAtChecklistCompleted(app, appUuid)
    await waitUntil(() => screen.getByRole('button', { name: 'Complete Disbursement Account' }))
    expect(simulation.engine.disbursementAccountOf(appUuid)).toMatchObject({
      kind: 'MANUAL',
      accountLastFour: '6789',
    })
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage })
    expect(stored).not.toContain('000123456789')
    expect(stored).not.toContain('021000021')
    expect(app.location()).not.toContain('000123456789')
  })

  it('a double click on Confirm sends the account once', async () => {
    const { open, appUuid } = await at((uuid) => `/${uuid}/next-steps`)
    const app = await open()
    const dialog = await confirmDialogOfValidEntry(app)
    doubleClickInOneTask(within(dialog).getByRole('button', { name: 'Confirm' }))

    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(app.requests.count('/disbursement-account/manual')).toBe(1)
  })

  it('on failure says so, closes the modal, keeps the input and restores the checklist; the retry completes the step', async () => {
    const { open, appUuid } = await at((uuid) => `/${uuid}/next-steps`, 'manual-bank-upload-fails')
    const app = await open()
    const dialog = await confirmDialogOfValidEntry(app)
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }))

    await waitUntil(() => within(main()).getByText('Failed to upload manual bank information.'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(
      (within(main()).getByRole('textbox', { name: 'Account number' }) as HTMLInputElement).value,
    ).toBe('000123456789')
    await waitUntil(() => expect(disbursementStatus(app, appUuid)).toBe('NOT_STARTED'))
    expect(app.location()).toBe(`/${appUuid}/disbursement/manually-link`)

    // The retry, with the same input, goes through and completes the step.
    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    const again = await waitUntil(() => screen.getByRole('dialog', { name: 'Please confirm info' }))
    await app.user.click(within(again).getByRole('button', { name: 'Confirm' }))
    await backAtChecklistCompleted(app, appUuid)
    await waitUntil(() => screen.getByRole('button', { name: 'Complete Disbursement Account' }))
  })
})

describe('choose account (core-journey §2, §4, §5)', () => {
  it('groups accounts by bank with XXX-mask, asks for a selection, then sets the account', async () => {
    const { open, appUuid, simulation } = await at((uuid) => `/${uuid}/next-steps`)
    await linkBank(simulation, 'ins_granite')
    await linkBank(simulation, 'ins_prairie')
    const app = await open()
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
    await app.user.click(screen.getByRole('button', { name: 'Start Disbursement Account' }))
    await app.user.click(
      await waitUntil(() => within(main()).getByRole('button', { name: 'Link Account' })),
    )
    // Accounts are already linked: link-account goes on to choose one.
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Choose your account' }))
    expect(app.location()).toBe(`/${appUuid}/disbursement/choose-account`)

    const granite = within(main()).getByRole('group', { name: 'Granite National Bank' })
    const prairie = within(main()).getByRole('group', { name: 'Prairie Savings Bank' })
    expect(within(granite).getAllByRole('radio')).toHaveLength(2)
    expect(within(granite).getByText(/Granite Everyday Checking Account · XXX-0042/)).toBeTruthy()
    expect(within(prairie).getByText('XXX-5561')).toBeTruthy()
    expect(within(main()).getByText(/you authorize/)).toBeTruthy()
    expect(within(main()).getByRole('button', { name: 'Link additional account' })).toBeTruthy()

    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    await waitUntil(() => within(main()).getByText('Please select an account.'))

    await app.user.click(within(prairie).getByRole('radio', { name: /Money Market/ }))
    expect(within(main()).queryByText('Please select an account.')).toBeNull()
    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    await backAtChecklistCompleted(app, appUuid)
    expect(simulation.engine.disbursementAccountOf(appUuid)).toMatchObject({
      kind: 'LINKED',
      accountType: 'SAVINGS',
      accountLastFour: '9020',
    })
  })

  it('a double click on Continue sets the chosen account once', async () => {
    const { open, appUuid, simulation } = await at((uuid) => `/${uuid}/disbursement/choose-account`)
    await linkBank(simulation, 'ins_prairie')
    const app = await open()
    const prairie = await waitUntil(() =>
      within(main()).getByRole('group', { name: 'Prairie Savings Bank' }),
    )
    await app.user.click(within(prairie).getByRole('radio', { name: /Money Market/ }))
    doubleClickInOneTask(within(main()).getByRole('button', { name: 'Continue' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(app.requests.count('/disbursement-account/plaid')).toBe(1)
  })

  it('shows a loader while a bank is pending, polling every 3 s until its accounts arrive', async () => {
    const { open, simulation } = await at(
      (uuid) => `/${uuid}/disbursement/choose-account`,
      'bank-link-item-pending',
      true,
    )
    await linkBank(simulation, 'ins_harbor_cu')
    const app = await open()
    await waitUntil(() => within(main()).getByText('Waiting for your bank to share your accounts…'))
    const listed = app.requests.count('/auth/items')
    await advance(3_000)
    expect(app.requests.count('/auth/items')).toBe(listed + 1)
    expect(within(main()).queryByRole('radio')).toBeNull()
    simulation.clock.advance(BANK_LINK_SETTLE_MS)
    await advance(3_000)
    // React renders the answer on the (fake) clock too.
    await advance(100)
    expect(within(main()).getByRole('radio', { name: /Share Draft/ })).toBeTruthy()
    const settled = app.requests.count('/auth/items')
    await advance(9_000)
    expect(app.requests.count('/auth/items')).toBe(settled)
  }, 20_000)

  it('a failed bank shows why and offers no account of it', async () => {
    const { open, simulation, appUuid } = await at(
      (uuid) => `/${uuid}/disbursement/choose-account`,
      'bank-link-item-failed',
    )
    await linkBank(simulation, 'ins_granite')
    const app = await open()
    await waitUntil(() => within(main()).getByText(/This bank could not be linked/))
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your account' })).toBeTruthy()
    expect(within(main()).getByRole('heading', { name: 'Granite National Bank' })).toBeTruthy()
    expect(within(main()).queryByRole('radio')).toBeNull()
    expect(within(main()).queryByRole('button', { name: 'Continue' })).toBeNull()

    // Linking again: link-account stays put although a bank is linked (skipPlaidCheck).
    await app.user.click(within(main()).getByRole('button', { name: 'Link additional account' }))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Link your bank account' }))
    await settle()
    expect(app.location()).toBe(`/${appUuid}/disbursement/link-account`)
    expect(within(main()).getByRole('button', { name: 'Link Account' })).toBeTruthy()
  })
})

describe('linking a bank through the dialog (core-journey §2, §8)', () => {
  async function openDialog(scenario = 'at-disbursement') {
    const { open, appUuid, simulation } = await at(
      (uuid) => `/${uuid}/disbursement/link-account`,
      scenario,
    )
    const app = await open()
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Link your bank account' }))
    expect(within(main()).getByText(/business accounts are not eligible/)).toBeTruthy()
    expect(within(main()).getByText(/you own it/)).toBeTruthy()
    await app.user.click(within(main()).getByRole('button', { name: 'Link Account' }))
    const dialog = await waitUntil(() => screen.getByRole('dialog', { name: 'Select your bank' }))
    return { app, appUuid, simulation, dialog }
  }

  it('links a bank and goes on to choose its account', async () => {
    const { app, appUuid } = await openDialog()
    await linkGranite(app)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/disbursement/choose-account`))
    await waitUntil(() => within(main()).getByRole('radio', { name: /Everyday Checking/ }))
  })

  it('offers only the accounts the borrower ticked in the bank dialog', async () => {
    const { app, appUuid } = await openDialog()
    await app.user.click(screen.getByRole('button', { name: 'Granite National Bank' }))
    await app.user.click(await waitUntil(() => screen.getByRole('button', { name: 'Sign in' })))
    // Both accounts start ticked; the savings account is left out.
    await app.user.click(
      await waitUntil(() => screen.getByRole('checkbox', { name: /High-Yield Savings/ })),
    )
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/disbursement/choose-account`))
    await waitUntil(() => within(main()).getByRole('radio', { name: /Everyday Checking/ }))
    expect(within(main()).queryByRole('radio', { name: /High-Yield Savings/ })).toBeNull()
  })

  it("says 'Unable to retrieve accounts. Try again' when the token exchange fails; linking again goes through", async () => {
    const { app, appUuid } = await openDialog('bank-link-exchange-fails')
    await linkGranite(app)
    await waitUntil(() => within(main()).getByText('Unable to retrieve accounts. Try again'))
    expect(app.location()).toBe(`/${appUuid}/disbursement/link-account`)

    // Linking again goes through: on to choose the bank's account.
    await app.user.click(within(main()).getByRole('button', { name: 'Link Account' }))
    await waitUntil(() => screen.getByRole('dialog', { name: 'Select your bank' }))
    await linkGranite(app)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/disbursement/choose-account`))
    await waitUntil(() => within(main()).getByRole('radio', { name: /Everyday Checking/ }))
  })

  it("says 'Something unexpected happened. Try again' on a link error and reports it", async () => {
    const { app } = await openDialog()
    await app.user.click(screen.getByRole('button', { name: 'Bayline Bank' }))
    await app.user.click(await waitUntil(() => screen.getByRole('button', { name: 'Exit' })))
    await waitUntil(() => within(main()).getByText('Something unexpected happened. Try again'))
    await waitUntil(() => expect(app.requests.count('/authlink/linkError')).toBe(1))
  })

  it('leaving the dialog keeps the borrower on the page with no error', async () => {
    const { app } = await openDialog()
    await app.user.click(screen.getByRole('button', { name: 'Exit' }))
    await waitUntil(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(main()).queryByText(/Try again/)).toBeNull()
    expect(app.requests.count('/authlink/linkError')).toBe(0)
  })
})

describe('USDC disbursement (core-journey §2, §5)', () => {
  it('is where Disbursement Account leads an international borrower; the address is checked as typed', async () => {
    const { open, appUuid, simulation } = await at(
      (uuid) => `/${uuid}/next-steps`,
      'international-at-usdc-disbursement',
    )
    const app = await open()
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
    await app.user.click(screen.getByRole('button', { name: 'Start Disbursement Account' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/usdc-disbursement`))
    await waitUntil(() => within(main()).getByRole('textbox', { name: 'Wallet address' }))

    const chains = within(main()).getByRole('list')
    expect(
      within(chains)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Arbitrum',
      'Avalanche',
      'Base',
      'Ethereum',
      'Noble',
      'OP Mainnet',
      'Polygon PoS',
      'Provenance',
      'Solana',
    ])
    expect(within(main()).getByText(/small test amount/)).toBeTruthy()

    const input = within(main()).getByRole('textbox', { name: 'Wallet address' })
    await app.user.click(input)
    await app.user.paste('x'.repeat(45))
    expect(
      within(main()).getByText('Wallet address exceeds supported character limits'),
    ).toBeTruthy()
    await app.user.clear(input)
    expect(within(main()).getByText('You must enter a wallet address')).toBeTruthy()

    await app.user.paste('0x52908400098527886E0F7030069857D2E4169EE7')
    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    await backAtChecklistCompleted(app, appUuid)
    expect(simulation.engine.disbursementAccountOf(appUuid)?.kind).toBe('USDC')
  })

  it('a double click on Continue sends the wallet address once', async () => {
    const { open, appUuid } = await at(
      (uuid) => `/${uuid}/usdc-disbursement`,
      'international-at-usdc-disbursement',
    )
    const app = await open()
    const input = await waitUntil(() =>
      within(main()).getByRole('textbox', { name: 'Wallet address' }),
    )
    await app.user.click(input)
    await app.user.paste('0x52908400098527886E0F7030069857D2E4169EE7')
    doubleClickInOneTask(within(main()).getByRole('button', { name: 'Continue' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(app.requests.count('/disbursement-usdc/address')).toBe(1)
  })

  it('a US borrower goes to the bank chooser instead', async () => {
    const { open, appUuid } = await at((uuid) => `/${uuid}/next-steps`)
    const app = await open()
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
    await app.user.click(screen.getByRole('button', { name: 'Start Disbursement Account' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/disbursement`))
  })
})
