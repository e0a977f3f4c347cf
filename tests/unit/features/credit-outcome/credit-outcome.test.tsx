// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { applicationAt, worldWith } from '@tests/support/application-world'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

const bureaus = [
  ['Equifax', '1-888-298-0045', 'https://www.equifax.com/personal/credit-report-services/'],
  ['Experian', '1-888-397-3742', 'https://www.experian.com/freeze/'],
  ['TransUnion', '1-888-909-8872', 'https://www.transunion.com/credit-freeze'],
] as const

type Outcome = 'SOFT_CREDIT_FROZEN' | 'SOFT_CREDIT_LOCKED' | 'SOFT_CREDIT_NO_MATCH' | 'DECLINED'

const titles: Record<Outcome, string> = {
  SOFT_CREDIT_FROZEN: 'Your credit file is frozen',
  SOFT_CREDIT_LOCKED: 'Your credit file is locked',
  SOFT_CREDIT_NO_MATCH: 'We could not match your credit file',
  DECLINED: 'Application decision',
}

/** The page's own content, apart from the header's links. */
const main = () => screen.getByRole('main')

async function openOutcome(state: Outcome) {
  const { simulation, appUuids } = await worldWith([applicationAt(state)])
  const [appUuid] = appUuids
  // Through /{appUuid}, as a borrower arrives: the routing table picks the screen.
  const app = await renderApp(`/${appUuid}`, { simulation })
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: titles[state] }))
  return { app, appUuid }
}

describe('credit outcomes (core-journey §2)', () => {
  it.each([
    ['SOFT_CREDIT_FROZEN', 'credit-frozen', /keep your credit thawed\.$/],
    [
      'SOFT_CREDIT_LOCKED',
      'credit-locked',
      /keep your credit thawed for 30 days after completing your application\./,
    ],
  ] as const)(
    '%s: /%s tells the borrower to unfreeze with a bureau and keep credit thawed',
    async (state, path, thaw) => {
      const { app, appUuid } = await openOutcome(state)
      expect(app.location()).toBe(`/${appUuid}/${path}`)
      expect(screen.getByText(/unfreeze your credit with the credit bureau/).textContent).toMatch(
        thaw,
      )

      const list = screen.getByRole('region', { name: 'Credit bureaus' })
      for (const [name, phone, url] of bureaus) {
        const item = within(list).getByRole('heading', { name }).closest('li') as HTMLElement
        const call = within(item).getByRole('link', { name: `Call ${name} at ${phone}` })
        expect(call.getAttribute('href')).toBe(`tel:+1${phone.replace(/\D/g, '').slice(1)}`)
        const site = within(item).getByRole('link', { name: /opens in a new tab/ })
        expect(site.getAttribute('href')).toBe(url)
        expect(site.getAttribute('target')).toBe('_blank')
        expect(site.getAttribute('rel')).toBe('noopener noreferrer')
      }
    },
  )

  it('no match: the soft credit could not be pulled with the SSN given', async () => {
    const { app, appUuid } = await openOutcome('SOFT_CREDIT_NO_MATCH')
    expect(app.location()).toBe(`/${appUuid}/credit-no-match`)
    expect(
      screen.getByText(
        'We could not pull your soft credit with the Social Security number you gave.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Credit bureaus' })).toBeNull()
  })

  it('decline: not eligible, the adverse action notice is on the dashboard', async () => {
    const { app, appUuid } = await openOutcome('DECLINED')
    expect(app.location()).toBe(`/${appUuid}/decline`)
    expect(
      screen.getByText(/You are not eligible for a loan at this time\./).textContent,
    ).toContain('Your adverse action notice is on your dashboard.')
  })

  it.each([
    'SOFT_CREDIT_FROZEN',
    'SOFT_CREDIT_LOCKED',
    'SOFT_CREDIT_NO_MATCH',
    'DECLINED',
  ] as const)('%s: the Dashboard button leads to the dashboard', async (state) => {
    const { app } = await openOutcome(state)
    await app.user.click(within(main()).getByRole('link', { name: 'Dashboard' }))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Your dashboard' }))
    expect(app.location()).toBe('/dashboard')
  })
})
