import { APP_BASE_PATH } from '@contract/base-path'
import { brokerReturnPath } from '../../session/simulated-sign-in'
import { addressOfRoute } from '../app-address'
import { element } from '../dom'
import { startSimulation } from '../start-simulation'
import { brandFooter, brandHeader, lenderBrand, paintBrand } from './sign-in-brand'
import { showSignIn } from './sign-in-form'
import './sign-in-page.css'

/**
 * The simulated identity broker's sign-in page. The demo borrower of the running story signs in
 * with one click; any other email signs in (or creates) a borrower of that email. The token
 * goes where the app reads it, and the browser returns to the page sign-in started from.
 */

const params = new URLSearchParams(window.location.search)
// Only a page of this app is followed back (the broker's rule).
const returnTo = brokerReturnPath(params.get('returnTo'))

const root = document.getElementById('sign-in') as HTMLElement

async function main() {
  const config = (await (await fetch(`${APP_BASE_PATH}/config.json`)).json()) as {
    orgCode: string
    services: Parameters<typeof startSimulation>[0]['services']
  }
  // This page answers its own calls through the same simulated backend as the app.
  const { orgCode } = await startSimulation(config)
  // The lender's brand, as the app wears it; the page stays plain without one.
  const brand = await lenderBrand(config.services.content, orgCode)
  if (brand) {
    paintBrand(brand)
    root.before(brandHeader(brand))
    root.after(brandFooter(brand))
  }
  const borrower = window.__simulation?.scenario.world.borrower ?? null
  showSignIn(root, {
    identityBroker: config.services.identityBroker,
    // Back the way the tab shows the app's routes: by path, or in the hash.
    returnTo: addressOfRoute(returnTo),
    demoEmail: borrower?.email ?? null,
    demoName: borrower ? `${borrower.firstName} ${borrower.lastName}` : null,
  })
}

main().catch((failure: unknown) => {
  root.replaceChildren(
    element('h1', { textContent: 'Sign-in is not available' }),
    element('p', { textContent: failure instanceof Error ? failure.message : String(failure) }),
  )
})
