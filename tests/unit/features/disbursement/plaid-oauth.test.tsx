// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { namedWorld } from '@tests/support/application-world'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { writeStored } from '@/lib/storage'

installAppHarness()

const main = () => screen.getByRole('main')

async function returnFromBank() {
  const { simulation, appUuids } = await namedWorld('at-disbursement')
  const appUuid = appUuids[0] as string
  const { engine } = simulation
  const borrower = engine.authenticate(engine.currentToken())
  if (!borrower) throw new Error('Expected a signed-in borrower')
  // Link Account kept these before the bank's OAuth page took the borrower away.
  writeStored('bankLinkResume', { appUuid, linkToken: engine.createLinkToken(borrower).linkToken })
  const app = await renderApp('/plaid-oauth-success?oauth_state_id=abc', { simulation })
  const dialog = await waitUntil(() => screen.getByRole('dialog', { name: 'Select your bank' }))
  return { app, appUuid, dialog }
}

describe('/plaid-oauth-success (core-journey §2)', () => {
  it('resumes the link of the stored application and goes on to choose-account', async () => {
    const { app, appUuid, dialog } = await returnFromBank()
    await app.user.click(
      within(dialog).getByRole('button', { name: 'Harbor Federal Credit Union' }),
    )
    await app.user.click(await waitUntil(() => screen.getByRole('button', { name: 'Sign in' })))
    await app.user.click(await waitUntil(() => screen.getByRole('button', { name: 'Continue' })))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/disbursement/choose-account`))
    await waitUntil(() => within(main()).getByRole('radio', { name: /Share Draft/ }))
    expect(localStorage.getItem('bank-link-resume')).toBeNull()
  })

  it('goes back to next steps when the borrower leaves the dialog', async () => {
    const { app, appUuid, dialog } = await returnFromBank()
    await app.user.click(within(dialog).getByRole('button', { name: 'Exit' }))
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
  })

  it('says there is nothing to resume when no link was started here', async () => {
    const { simulation } = await namedWorld('at-disbursement')
    await renderApp('/plaid-oauth-success', { simulation })
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'No bank link to resume' }))
  })
})
