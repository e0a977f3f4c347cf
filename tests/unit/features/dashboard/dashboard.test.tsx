// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { applicationAt, namedWorld, worldWith } from '@tests/support/application-world'
import { createScenario } from '@tests/support/factories'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { UNKNOWN_APPLICATION_NOTICE } from '@/features/dashboard/components/dashboard-page'
import { recordDownloads } from '../downloads'

installAppHarness()

const main = () => screen.getByRole('main')

/** The dashboard of a borrower with one application at the final steps and one declined. */
async function dashboardOfTwo() {
  const { simulation, appUuids } = await worldWith([
    applicationAt('FINAL_STEPS', { identity: 'NOT_STARTED' }),
    applicationAt('DECLINED', { stage: 'FINAL' }),
  ])
  const [finalSteps, declined] = appUuids as [string, string]
  const app = await renderApp('/dashboard', { simulation })
  return { app, finalSteps, declined }
}

describe('the dashboard (core-journey §2)', () => {
  it('lists each application with its state in plain words and a link into it', async () => {
    const { app, finalSteps, declined } = await dashboardOfTwo()
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Your dashboard' }))
    const items = await waitUntil(() => {
      const found = within(main()).getAllByRole('listitem')
      if (found.length !== 2) throw new Error('not listed yet')
      return found
    })

    const byUuid = (uuid: string) =>
      items.find((item) =>
        within(item).queryByText(`Application ${uuid.slice(0, 8).toUpperCase()}`),
      ) as HTMLElement
    expect(within(byUuid(finalSteps)).getByText('Final steps')).toBeTruthy()
    expect(within(byUuid(declined)).getByText('Not approved')).toBeTruthy()
    // Opened directly, not from a link to an unknown application: no word of one.
    expect(screen.queryByText(UNKNOWN_APPLICATION_NOTICE)).toBeNull()

    const open = within(byUuid(finalSteps)).getByRole('link', { name: /^Open Application/ })
    expect(open.getAttribute('href')).toBe(`/account/crypto-backed-loan/${finalSteps}`)
    await app.user.click(open)
    await waitUntil(() => {
      if (app.location() !== `/${finalSteps}/next-steps`) throw new Error(app.location())
    })
  })

  it('a declined application offers its adverse action notice, opened with the documents (core-journey §2 Decline)', async () => {
    const { clicked, click } = recordDownloads()
    const { app, finalSteps, declined } = await dashboardOfTwo()
    const name = (uuid: string) => `Application ${uuid.slice(0, 8).toUpperCase()}`
    const notice = await waitUntil(() =>
      within(main()).getByRole('link', { name: `Adverse action notice of ${name(declined)}` }),
    )
    // Only the declined application has one.
    expect(
      within(main()).queryByRole('link', {
        name: `Adverse action notice of ${name(finalSteps)}`,
      }),
    ).toBeNull()
    expect(within(main()).getByText('Your adverse action notice is ready to read.')).toBeTruthy()

    await app.user.click(notice)
    await waitUntil(() => expect(app.location()).toBe(`/${declined}/documents`))
    const download = await waitUntil(() =>
      within(main()).getByRole('button', { name: 'Download Adverse Action Notice' }),
    )
    expect(within(main()).getAllByRole('button', { name: /^Download / })).toHaveLength(1)
    await app.user.click(download)
    await waitUntil(() => expect(clicked).toEqual(['Adverse Action Notice.pdf']))
    click.mockRestore()

    await app.user.click(within(main()).getByRole('button', { name: 'Back to dashboard' }))
    await waitUntil(() => expect(app.location()).toBe('/dashboard'))
  })

  it("from a checklist step, the header's Dashboard link opens the list with the application in it", async () => {
    const { simulation, appUuids } = await namedWorld('at-next-steps')
    const appUuid = appUuids[0] as string
    const app = await renderApp(`/${appUuid}/next-steps`, { simulation })
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
    await app.user.click(screen.getByRole('button', { name: 'Start Disbursement Account' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/disbursement`))
    // The site's header (happy-dom also counts the page heading's <header> as a banner).
    const header = document.querySelector<HTMLElement>('.shell-header') as HTMLElement
    // Signed in, the header offers the dashboard and no Login.
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull()
    await app.user.click(within(header).getByRole('link', { name: 'Dashboard' }))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Your dashboard' }))
    expect(app.location()).toBe('/dashboard')
    const open = await waitUntil(() =>
      within(main()).getByRole('link', { name: /^Open Application/ }),
    )
    expect(open.getAttribute('href')).toBe(`/account/crypto-backed-loan/${appUuid}`)
  })

  it('with no application, offers a way to start', async () => {
    const { simulation } = await worldWith([])
    const app = await renderApp('/dashboard', { simulation })
    await waitUntil(() => screen.getByRole('heading', { name: 'You have no applications yet' }))
    await app.user.click(within(main()).getByRole('link', { name: 'See your loan options' }))
    await waitUntil(() => {
      if (!app.location().startsWith('/residency')) throw new Error(app.location())
    })
  })

  it('signed out, asks to sign in and comes back here', async () => {
    await renderApp('/dashboard', { scenario: createScenario() })
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Your dashboard' }))
    const login = within(main()).getByRole('link', { name: 'Login' })
    expect(login.getAttribute('href')).toContain(
      `redirectUrl=${encodeURIComponent('/account/crypto-backed-loan/dashboard')}`,
    )
  })

  it('a failed list says so and tries again', async () => {
    const { simulation } = await worldWith([applicationAt('FINAL_STEPS')], {
      faults: [{ endpoint: 'getUserApplications', status: 503, times: 1 }],
    })
    const app = await renderApp('/dashboard', { simulation })
    await waitUntil(() =>
      screen.getByRole('heading', { name: "We couldn't load your applications" }),
    )
    // The failure is the list's section: the page and its heading stay.
    expect(screen.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => within(main()).getByText('Final steps'))
  })
})
