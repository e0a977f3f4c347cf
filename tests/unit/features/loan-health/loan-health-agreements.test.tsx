// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { namedWorld } from '@tests/support/application-world'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { formatUsd } from '@/domain/format'
import { thresholdsForLoan } from '@/domain/loan-health/thresholds'

installAppHarness()

describe('loan health beside the agreements', () => {
  it('shows the selected offer’s price lines while the borrower signs', async () => {
    const { simulation, appUuids } = await namedWorld('at-agreements')
    const appUuid = appUuids[0] as string
    const offer = simulation.engine.collections.applications.all()[0]?.selectedOffer
    if (!offer) throw new Error('the story has a selected offer')
    renderApp(`/${appUuid}/disclosures`, { simulation })

    const section = await waitUntil(() =>
      screen.getByRole('region', { name: `If the ${offer.collateral.type} price falls` }),
    )
    const price = offer.collateralAmount / offer.collateralUnits
    const lines = thresholdsForLoan(offer)
    const marginCallPrice = offer.amount / (offer.collateralUnits * (lines?.marginCallLtv ?? 0))
    expect(section.textContent).toContain(`The price when this offer was made: ${formatUsd(price)}`)
    const marginCall = within(section).getByText('Margin call').closest('div')
    expect(marginCall?.textContent).toContain(
      `${offer.collateral.type} at ${formatUsd(marginCallPrice, { cents: 'never' })}`,
    )
    expect(within(section).getByRole('slider')).toBeTruthy()
  })
})
