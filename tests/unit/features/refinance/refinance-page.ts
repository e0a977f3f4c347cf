import { formerLenderRouteSegment } from '@contract/former-lender'
import type { RefinanceApplication } from '@contract/refinance'
import type { Scenario } from '@scenarios/scenario'
import { createSimulation } from '@sim/create-simulation'
import { screen, within } from '@testing-library/react'
import { type RenderedApp, testServices, waitUntil } from '@tests/support/render-app'
import { refinanceKeys } from '@/api/query-keys'

/** The former lender's refinance pages as the tests reach them: the list, its Loan ID modal, a world. */

export const LIST = `/${formerLenderRouteSegment}`

export async function openLoanIdModal(app: RenderedApp) {
  await app.user.click(screen.getAllByRole('button', { name: 'Enter Loan ID' })[0] as HTMLElement)
  return waitUntil(() => screen.getByRole('dialog', { name: 'Find your Celsius loans' }))
}

export const loanIdField = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Celsius Loan ID') as HTMLInputElement
export const lookUpButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Look up loans' })

/** Types a Loan ID into the modal and presses Look up loans. */
export async function lookUpLoanId(app: RenderedApp, dialog: HTMLElement, loanId: string) {
  await app.user.type(loanIdField(dialog), loanId)
  await app.user.click(lookUpButton(dialog))
}

/** The refinance applications the app holds for the signed-in borrower. */
export function listed(app: RenderedApp): RefinanceApplication[] | undefined {
  const borrower = app.simulation.engine.collections.borrowers.all()[0]
  return app.runtime.queryClient.getQueryData(refinanceKeys.list(borrower?.uuid ?? ''))
}

/** A world of `scenario`, its one application and the path of one of its refinance pages. */
export async function refinanceWorld(scenario: Scenario) {
  const simulation = await createSimulation({ services: testServices, scenario })
  const record = simulation.engine.collections.applications.all()[0]!
  const owner = simulation.engine.collections.borrowers.all()[0]!
  const pageOf = (page: string) =>
    `${LIST}/${record.appUuid}/${record.selectedOffer?.uuid ?? 'none'}/${page}`
  return { simulation, record, owner, pageOf }
}
