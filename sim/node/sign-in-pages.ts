import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { APP_BASE_PATH } from '@contract/base-path'
import { TOKEN_STORAGE_KEY } from '@contract/browser-storage'
import { DEFAULT_ORG_CODE, organisationFixtures } from '@fixtures/organisations'
import { withSafeLinks } from '@/domain/organisation-links'
import { SimError } from '../core/sim-error'
import type { Simulation } from '../create-simulation'
import { describeLegacyAccount } from '../session/legacy-sign-in-operations'
import { legalLine, legalLinks } from '../session/lender-legal-links'
import { brokerReturnPath, SIMULATED_SIGN_IN_PAGE } from '../session/simulated-sign-in'

/**
 * The simulated identity broker's sign-in for the production build served over HTTP, which
 * carries no simulation page of its own: a plain form rendered here, and a one-line script (no
 * inline code, so the Content-Security-Policy holds) that keeps the token where the app reads
 * it and returns to the page sign-in started from.
 */

export const FORM_PATH = '/__simulation/sign-in-form'
/**
 * The legacy sign-in's accounts of the running story (docs/decisions/0016): the password and the
 * authenticator's code QA types on /auth/login, and where the lock stands. The demo controls
 * show the same in dev and demo builds; the production build has none.
 */
export const LEGACY_ACCOUNTS_PAGE = '/__simulation/legacy-sign-in'
export const FINISH_SCRIPT_PATH = '/__simulation/finish-sign-in.js'
/** The sign-in page's look (the demo's own sign-in page's), with the world's lender's colours. */
export const SIGN_IN_STYLE_PATH = '/__simulation/sign-in.css'
const SIGN_IN_STYLE = readFileSync(
  new URL('../browser/sign-in/sign-in-page.css', import.meta.url),
  'utf8',
)
const MAX_FORM_BYTES = 4096

const FINISH_SCRIPT = `const meta = (name) => document.querySelector('meta[name="' + name + '"]').content
localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, meta('simulated-token'))
location.replace(meta('return-to'))
`

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The lender the world's story names (else the server's default), its links made safe. */
function lenderOf(simulation: Simulation) {
  const orgCode = simulation.scenario.world.organisation ?? DEFAULT_ORG_CODE
  const found = organisationFixtures.find((organisation) => organisation.orgCode === orgCode)
  return found ? withSafeLinks(found, () => {}) : null
}

/** The lender's header and footer around a page, as the demo's sign-in page has them. */
function page(simulation: Simulation, title: string, body: string, head = ''): string {
  const lender = lenderOf(simulation)
  const brand = lender?.orgBrand
  const header = brand
    ? `<header class="sign-in__header">${
        brand.logoUrl
          ? `<img class="sign-in__logo" src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}">`
          : `<span class="sign-in__name">${escapeHtml(brand.name)}</span>`
      }</header>`
    : ''
  const company = lender?.metadata.company
  const links = company
    ? legalLinks(company)
        .map(({ label, href }) => `<li><a href="${escapeHtml(href)}">${label}</a></li>`)
        .join('')
    : ''
  const footer = company
    ? `<footer class="sign-in__footer"><ul class="sign-in__links">${links}</ul><p>${escapeHtml(legalLine(company))}</p></footer>`
    : ''
  const titled = brand ? `${title} | ${brand.name}` : title
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(titled)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${SIGN_IN_STYLE_PATH}">${head}</head><body>${header}<main id="sign-in">${body}</main>${footer}</body></html>`
}

/** The shared look, with the world's lender's colours in its custom properties. */
function signInStyle(simulation: Simulation): string {
  const colours = lenderOf(simulation)?.orgBrand.colours
  const brand = colours
    ? `:root { --brand-primary: ${colours.primary}; --brand-primary-text: ${colours.primaryText}; --brand-accent: ${colours.accent}; }\n`
    : ''
  return `${brand}${SIGN_IN_STYLE}`
}

function signInForm(
  simulation: Simulation,
  returnTo: string,
  demoEmail: string,
  error = '',
): string {
  return page(
    simulation,
    'Sign in',
    `<h1>Sign in</h1>
<p class="sign-in__note">This is the demo stand-in for the identity provider: no password is needed.</p>
${error ? `<p class="sign-in__error" role="alert">${escapeHtml(error)}</p>` : ''}
<form class="sign-in__form" method="post" action="${FORM_PATH}">
<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" required value="${escapeHtml(demoEmail)}">
<button class="sign-in__primary" type="submit">Sign in</button>
</form>`,
  )
}

async function readForm(incoming: IncomingMessage): Promise<URLSearchParams | null> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * Whether a posted form comes from this server's own pages. A browser names the page's origin
 * (`Origin`) and, in current engines, how it relates to this one (`Sec-Fetch-Site`): either,
 * when sent, must say the same origin; a page on another port is same-site, not same-origin,
 * and is refused. A request with neither comes from a script, not a page, and is taken as the
 * JSON sign-in takes it: that call is safe from other sites because its media type needs a
 * preflight this server never grants, which a form cannot be held to.
 */
export function isSameOriginForm(incoming: IncomingMessage): boolean {
  const site = incoming.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false
  const origin = incoming.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === incoming.headers.host
  } catch {
    // `null` (a sandboxed frame, a file) or anything unreadable.
    return false
  }
}

function sendHtml(outgoing: ServerResponse, status: number, html: string): void {
  outgoing.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  outgoing.end(html)
}

function legacyAccountsPage(simulation: Simulation): string {
  const accounts = simulation.engine.legacyAccounts()
  const items = accounts.map((account) => `<li>${escapeHtml(describeLegacyAccount(account))}</li>`)
  return page(
    simulation,
    'Legacy sign-in (simulated)',
    `<h1>Legacy sign-in</h1>
<p>The borrowers of this story who sign in on the app's /auth/login page, with their demo password and the code their authenticator shows.</p>
${items.length > 0 ? `<ul>${items.join('')}</ul>` : '<p>No borrower of this story signs in on the legacy page.</p>'}`,
  )
}

/** Answers the sign-in page's requests; false when the request is not one of them. */
export async function answerSignIn(
  simulation: Simulation,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  url: URL,
): Promise<boolean> {
  const demoEmail = simulation.scenario.world.borrower?.email ?? 'demo.borrower@example.com'
  // A HEAD is answered as the GET is (Node sends no body for it).
  const reading = incoming.method === 'GET' || incoming.method === 'HEAD'
  if (reading && url.pathname === SIMULATED_SIGN_IN_PAGE) {
    sendHtml(
      outgoing,
      200,
      signInForm(simulation, brokerReturnPath(url.searchParams.get('returnTo')), demoEmail),
    )
    return true
  }
  if (reading && url.pathname === LEGACY_ACCOUNTS_PAGE) {
    sendHtml(outgoing, 200, legacyAccountsPage(simulation))
    return true
  }
  if (reading && url.pathname === SIGN_IN_STYLE_PATH) {
    outgoing
      .writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(signInStyle(simulation))
    return true
  }
  if (reading && url.pathname === FINISH_SCRIPT_PATH) {
    outgoing.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(FINISH_SCRIPT)
    return true
  }
  if (incoming.method === 'POST' && url.pathname === FORM_PATH) {
    if (!isSameOriginForm(incoming)) {
      // Login CSRF: another site's page would sign this browser in as a borrower of its own.
      sendHtml(
        outgoing,
        403,
        signInForm(
          simulation,
          `${APP_BASE_PATH}/start`,
          demoEmail,
          'This form was sent from another site. Sign in from this page.',
        ),
      )
      return true
    }
    const form = await readForm(incoming)
    const returnTo = brokerReturnPath(form?.get('returnTo') ?? null)
    if (!form) {
      sendHtml(outgoing, 413, signInForm(simulation, returnTo, demoEmail, 'The form is too large.'))
      return true
    }
    try {
      const { token } = await simulation.engine.signInWithEmail({ email: form.get('email') ?? '' })
      const head = `<meta name="simulated-token" content="${escapeHtml(token)}"><meta name="return-to" content="${escapeHtml(returnTo)}"><script src="${FINISH_SCRIPT_PATH}" defer></script>`
      sendHtml(outgoing, 200, page(simulation, 'Signing you in', '<p>Signing you in…</p>', head))
    } catch (error) {
      const message = error instanceof SimError ? error.message : 'Sign-in failed. Try again.'
      sendHtml(outgoing, 400, signInForm(simulation, returnTo, form.get('email') ?? '', message))
    }
    return true
  }
  return false
}
