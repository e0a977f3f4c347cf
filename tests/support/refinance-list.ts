import { formerLenderRouteSegment } from '@contract/former-lender'
import type { Scenario } from '@scenarios/scenario'
import { screen } from '@testing-library/react'
import { renderApp, waitUntil } from './render-app'

/** The former lender's loan list, in the app on `scenario`, once its loans are in. */
export async function openRefinanceList(scenario: Scenario | string, fakeTimers = false) {
  const app = await renderApp(`/${formerLenderRouteSegment}`, { scenario, fakeTimers })
  // The heading is there while loading too; the Loan ID action only once the loans are in.
  await waitUntil(() => screen.getAllByRole('button', { name: 'Enter Loan ID' })[0] as HTMLElement)
  return app
}
