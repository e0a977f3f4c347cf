import { publicTokenFor } from '@fixtures/bank-institutions'
import type { Simulation } from '@sim/create-simulation'
import { screen } from '@testing-library/react'
import { type RenderedApp, waitUntil } from '@tests/support/render-app'
import { expect } from 'vitest'
import { checklistStatus } from '../checklist'

/** The disbursement account step (core-journey §4) as its tests reach it. */

export const main = () => screen.getByRole('main')

/** The Disbursement Account item of the checklist the app holds, as last read. */
export const disbursementStatus = (app: RenderedApp, appUuid: string) =>
  checklistStatus(app, appUuid, 'Disbursement Account')

/** Links a fixture bank for the signed-in borrower, as the dialog and the app would. */
export async function linkBank(simulation: Simulation, institutionId: string) {
  const { engine } = simulation
  const borrower = engine.authenticate(engine.currentToken())
  if (!borrower) throw new Error('Expected a signed-in borrower')
  const { linkToken } = engine.createLinkToken(borrower)
  await engine.exchangePublicToken(publicTokenFor(institutionId, linkToken), borrower)
}

/** From the checklist, as a borrower goes, so the checklist is cached when the account is set. */
export async function startDisbursementFromChecklist(app: RenderedApp) {
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
  await app.user.click(screen.getByRole('button', { name: 'Start Disbursement Account' }))
}

/** In the open bank dialog: Granite National Bank, signed in to, both its accounts shared. */
export async function linkGranite(app: RenderedApp) {
  await waitUntil(() => screen.getByRole('dialog', { name: 'Select your bank' }))
  await app.user.click(screen.getByRole('button', { name: 'Granite National Bank' }))
  await app.user.click(await waitUntil(() => screen.getByRole('button', { name: 'Sign in' })))
  await app.user.click(await waitUntil(() => screen.getByRole('button', { name: 'Continue' })))
}

/** The account saved: back at the checklist, whose Disbursement Account item is done. */
export async function backAtChecklistCompleted(app: RenderedApp, appUuid: string) {
  await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
  await waitUntil(() => expect(disbursementStatus(app, appUuid)).toBe('COMPLETED'))
}
