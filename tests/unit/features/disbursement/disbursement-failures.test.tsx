// @vitest-environment happy-dom

import type { Fault } from '@scenarios/scenario'
import { screen, within } from '@testing-library/react'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { worldOf } from '../scenario-world'
import {
  backAtChecklistCompleted,
  disbursementStatus,
  linkBank,
  linkGranite,
  main,
  startDisbursementFromChecklist,
} from './disbursement-page'

installAppHarness()

/** A named scenario's first application with these faults, opened at `path`. */
async function open(
  scenario: string,
  path: (appUuid: string) => string,
  faults: Fault[],
  linkedBanks: string[] = [],
) {
  const { simulation, appUuid } = await worldOf(scenario)
  for (const bank of linkedBanks) await linkBank(simulation, bank)
  simulation.faults.load(faults)
  const app = await renderApp(path(appUuid), { simulation })
  return { app, appUuid, simulation }
}

const linkButton = () => within(main()).getByRole('button', { name: 'Link Account' })

describe('linking a bank fails on the way (core-journey §8)', () => {
  it.each([
    ['the link token is refused', { endpoint: 'createLinkToken', status: 503, times: 1 }],
    ['the link token call drops', { endpoint: 'createLinkToken', networkError: true, times: 1 }],
  ] as const)(
    "%s: 'Something unexpected happened. Try again', and Link Account opens the dialog",
    async (_label, fault) => {
      const { app } = await open(
        'at-disbursement',
        (uuid) => `/${uuid}/disbursement/link-account`,
        [fault],
      )
      await app.user.click(await waitUntil(linkButton))
      await waitUntil(() => within(main()).getByText('Something unexpected happened. Try again'))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect((linkButton() as HTMLButtonElement).disabled).toBe(false)

      await app.user.click(linkButton())
      await waitUntil(() => screen.getByRole('dialog', { name: 'Select your bank' }))
      expect(within(main()).queryByText('Something unexpected happened. Try again')).toBeNull()
    },
  )

  it("the account details are not kept: 'Something unexpected happened. Try again', and linking again works", async () => {
    const { app, appUuid } = await open(
      'at-disbursement',
      (uuid) => `/${uuid}/disbursement/link-account`,
      [{ endpoint: 'postLinkMetadata', status: 500, times: 1 }],
    )
    await app.user.click(await waitUntil(linkButton))
    await linkGranite(app)
    await waitUntil(() => within(main()).getByText('Something unexpected happened. Try again'))
    expect(app.location()).toBe(`/${appUuid}/disbursement/link-account`)
    expect((linkButton() as HTMLButtonElement).disabled).toBe(false)

    await app.user.click(linkButton())
    await linkGranite(app)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/disbursement/choose-account`))
    await waitUntil(() => within(main()).getAllByRole('radio', { name: /Everyday Checking/ }))
  })
})

describe('listing the linked banks fails', () => {
  it('on choose account: says so with Try again, which lists the accounts', async () => {
    const { app } = await open(
      'at-disbursement',
      (uuid) => `/${uuid}/disbursement/choose-account`,
      [{ endpoint: 'listBankLinkItems', status: 503, times: 1 }],
      ['ins_granite'],
    )
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: "We couldn't load your linked accounts" }),
    )
    expect(within(main()).getByRole('button', { name: 'Back' })).toBeTruthy()
    await app.user.click(within(main()).getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Choose your account' }))
    await waitUntil(() => within(main()).getByRole('radio', { name: /Everyday Checking/ }))
  })

  it('on link account: the page still offers Link Account rather than waiting', async () => {
    const { app, appUuid } = await open(
      'at-disbursement',
      (uuid) => `/${uuid}/disbursement/link-account`,
      [{ endpoint: 'listBankLinkItems', networkError: true, times: 1 }],
    )
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Link your bank account' }))
    await waitUntil(linkButton)
    expect(app.location()).toBe(`/${appUuid}/disbursement/link-account`)
    await app.user.click(linkButton())
    await waitUntil(() => screen.getByRole('dialog', { name: 'Select your bank' }))
  })
})

describe('setting the disbursement account fails (core-journey §4, §8)', () => {
  it('a linked account: says so, keeps the choice, restores the checklist, and Continue again saves it', async () => {
    const { app, appUuid, simulation } = await open(
      'at-disbursement',
      (uuid) => `/${uuid}/next-steps`,
      [{ endpoint: 'setLinkedDisbursementAccount', status: 503, times: 1 }],
      ['ins_prairie'],
    )
    await startDisbursementFromChecklist(app)
    await app.user.click(await waitUntil(linkButton))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Choose your account' }))
    const before = disbursementStatus(app, appUuid)
    expect(before).toBe('NOT_STARTED')

    await app.user.click(within(main()).getByRole('radio', { name: /Money Market/ }))
    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    await waitUntil(() => within(main()).getByText('Your account was not saved'))
    expect(app.location()).toBe(`/${appUuid}/disbursement/choose-account`)
    await waitUntil(() => expect(disbursementStatus(app, appUuid)).toBe(before))
    expect(
      (within(main()).getByRole('radio', { name: /Money Market/ }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(simulation.engine.disbursementAccountOf(appUuid)).toBeFalsy()

    await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
    await backAtChecklistCompleted(app, appUuid)
    expect(simulation.engine.disbursementAccountOf(appUuid)).toMatchObject({ kind: 'LINKED' })
  })

  it.each([
    ['an error answer', { endpoint: 'setUsdcDisbursementAddress', status: 500, times: 1 }],
    [
      'a dropped connection',
      { endpoint: 'setUsdcDisbursementAddress', networkError: true, times: 1 },
    ],
  ] as const)(
    'a USDC wallet, %s: says so, keeps the address, restores the checklist, and Continue again saves it',
    async (_label, fault) => {
      const address = '0x52908400098527886E0F7030069857D2E4169EE7'
      const { app, appUuid, simulation } = await open(
        'international-at-usdc-disbursement',
        (uuid) => `/${uuid}/next-steps`,
        [fault],
      )
      await startDisbursementFromChecklist(app)
      const input = await waitUntil(() =>
        within(main()).getByRole('textbox', { name: 'Wallet address' }),
      )
      const before = disbursementStatus(app, appUuid)
      // Pasted, as a borrower usually gives a wallet address.
      await app.user.click(input)
      await app.user.paste(address)
      await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))

      await waitUntil(() => within(main()).getByText('Your wallet address was not saved'))
      expect(app.location()).toBe(`/${appUuid}/usdc-disbursement`)
      await waitUntil(() => expect(disbursementStatus(app, appUuid)).toBe(before))
      expect((input as HTMLInputElement).value).toBe(address)
      expect(simulation.engine.disbursementAccountOf(appUuid)).toBeFalsy()

      await app.user.click(within(main()).getByRole('button', { name: 'Continue' }))
      await backAtChecklistCompleted(app, appUuid)
      expect(simulation.engine.disbursementAccountOf(appUuid)?.kind).toBe('USDC')
    },
  )
})
