// @vitest-environment happy-dom

import { formerLenderFields } from '@contract/former-lender'
import {
  refinanceComplete,
  refinanceCustodyOnlyTopUp,
  refinanceSigning,
  refinanceTopUpRequested,
} from '@scenarios/refinance'
import { createSimulation } from '@sim/create-simulation'
import { screen, within } from '@testing-library/react'
import { openRefinanceList } from '@tests/support/refinance-list'
import { installAppHarness, renderApp, testServices, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { FAILURE_MESSAGES } from '@/api/api-error'
import {
  LIST,
  listed,
  loanIdField,
  lookUpLoanId,
  openLoanIdModal,
  refinanceWorld,
} from './refinance-page'

installAppHarness()

describe('refinance calls that fail (refinance-release-shell §4, §8)', () => {
  it('a Loan ID lookup on a dropped connection says to check the connection, not the browser’s words', async () => {
    const app = await openRefinanceList({
      ...refinanceCustodyOnlyTopUp,
      name: 'refinance-lookup-drops',
      faults: [{ endpoint: 'createRefinanceApplication', networkError: true, times: 1 }],
    })
    const dialog = await openLoanIdModal(app)
    await lookUpLoanId(app, dialog, 'CL-100234')
    await waitUntil(() => within(dialog).getByText(FAILURE_MESSAGES.unreachable))
    expect(dialog.textContent).not.toMatch(/fetch/i)
    expect(loanIdField(dialog).value).toBe('CL-100234')
  })

  it('a refused stabilization choice puts the earlier list back and can be sent again', async () => {
    const app = await openRefinanceList({
      ...refinanceCustodyOnlyTopUp,
      name: 'refinance-stabilization-fails',
      faults: [{ endpoint: 'setStabilization', status: 503, times: 1 }],
    })
    await app.user.click(screen.getByRole('radio', { name: /ETH loan/ }))
    await app.user.click(screen.getByRole('radio', { name: /Custody-only/ }))
    await app.user.click(screen.getByRole('checkbox', { name: 'Opt in to stabilization' }))
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => screen.getByText('Your choice was not saved'))
    const eth = listed(app)?.find(
      (application) => application[formerLenderFields.loanNumbers][0] === 'CL-100481',
    )
    expect(eth).toMatchObject({ selectedOffer: null, stabilizationOptIn: null })
    await app.user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitUntil(() => {
      if (!app.location().endsWith('/disclosures')) throw new Error(app.location())
    })
  })

  it('a failed top-up calculation says so, and Try again shows the deposit address', async () => {
    const { simulation, pageOf } = await refinanceWorld({
      ...refinanceTopUpRequested,
      name: 'refinance-calculation-fails',
      faults: [{ endpoint: 'calculateRefinanceCollateral', status: 503, times: 1 }],
    })
    const app = await renderApp(pageOf('collateral-top-up'), { simulation })
    await waitUntil(() => screen.getByRole('heading', { name: "We couldn't load your top-up" }))
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByTestId('deposit-address'))
  })

  it('a later failed calculation poll replaces the page, and Try again asks again', async () => {
    const { simulation, pageOf } = await refinanceWorld(refinanceTopUpRequested)
    const app = await renderApp(pageOf('collateral-top-up'), { simulation })
    await waitUntil(() => screen.getByTestId('deposit-address'))
    simulation.faults.load([{ endpoint: 'calculateRefinanceCollateral', status: 503, times: 1 }])
    await waitUntil(() => screen.getByRole('heading', { name: "We couldn't load your top-up" }))
    const asked = app.requests.count('/calculate')
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByTestId('deposit-address'))
    expect(app.requests.count('/calculate')).toBeGreaterThan(asked)
  })

  it('a failed list of disclosures says so, and Try again shows the first one', async () => {
    const { simulation, pageOf } = await refinanceWorld({
      ...refinanceSigning,
      name: 'refinance-unsigned-fails',
      faults: [{ endpoint: 'refinance.listUnsignedDocuments', status: 503, times: 1 }],
    })
    const app = await renderApp(pageOf('disclosures'), { simulation })
    await waitUntil(() =>
      screen.getByRole('heading', { name: "We couldn't load your disclosures" }),
    )
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByText('Document 1 of 3'))
  })

  it('a failed download says the document cannot be shown, and Try again shows it', async () => {
    const { simulation, pageOf } = await refinanceWorld({
      ...refinanceSigning,
      name: 'refinance-download-fails',
      faults: [{ endpoint: 'refinance.downloadDocument', status: 503, times: 1 }],
    })
    const app = await renderApp(pageOf('disclosures'), { simulation })
    await waitUntil(() => screen.getByRole('heading', { name: "We couldn't show this document" }))
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByRole('document', { name: 'Loan and Security Agreement' }))
  })
  it('a failed list on the completion page says so, and Try again shows the refinanced loans', async () => {
    const simulation = await createSimulation({
      services: testServices,
      scenario: {
        ...refinanceComplete,
        name: 'refinance-complete-list-fails',
        faults: [{ endpoint: 'listRefinanceApplications', status: 503, times: 1 }],
      },
    })
    const app = await renderApp(`${LIST}/complete`, { simulation })
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: "We couldn't load your refinance" }),
    )
    expect(screen.getByText(FAILURE_MESSAGES.serverTrouble)).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: 'Your refinance is complete' }),
    )
  })
})

describe('a refinance address that names nothing of the borrower’s (an old link): the dashboard', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000'
  it.each([
    ['the disclosures', `${LIST}/${UNKNOWN}/${UNKNOWN}/disclosures`],
    ['the collateral top-up', `${LIST}/${UNKNOWN}/${UNKNOWN}/collateral-top-up`],
  ])('%s', async (_page, path) => {
    const { simulation } = await refinanceWorld(refinanceCustodyOnlyTopUp)
    const app = await renderApp(path, { simulation })
    await waitUntil(() => expect(app.location()).toBe('/dashboard'))
    expect(screen.queryByText(/Check your connection/)).toBeNull()
  })

  it('the top-up of a known application with an offer that is not its own', async () => {
    const { simulation } = await refinanceWorld(refinanceCustodyOnlyTopUp)
    const [record] = simulation.engine.collections.applications.all()
    const app = await renderApp(`${LIST}/${record?.appUuid}/${UNKNOWN}/collateral-top-up`, {
      simulation,
    })
    await waitUntil(() => expect(app.location()).toBe('/dashboard'))
  })
})
