import { APP_BASE_PATH } from '@/api/contract/base-path'
import { TOKEN_STORAGE_KEY } from '@/api/contract/browser-storage'
import { isSafeRedirectPath } from '@/domain/login-redirect'
import { SIMULATED_SIGN_IN_CALL } from '../../http/simulation-only-routes'
import { startSimulation } from '../start-simulation'
import './sign-in-page.css'

/**
 * The simulated identity broker's sign-in page. The demo borrower of the running story signs in
 * with one click; any other email signs in (or creates) a borrower of that email. The token
 * goes where the app reads it, and the browser returns to the page sign-in started from.
 */

const params = new URLSearchParams(window.location.search)
const asked = params.get('returnTo') ?? ''
// Only a path of this app, by the app's own redirect rule, is followed back.
const returnTo =
  isSafeRedirectPath(asked) && asked.startsWith(`${APP_BASE_PATH}/`)
    ? asked
    : `${APP_BASE_PATH}/start`

const root = document.getElementById('sign-in') as HTMLElement

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

async function signIn(identityBroker: string, email: string): Promise<string> {
  const response = await fetch(`${identityBroker}${SIMULATED_SIGN_IN_CALL}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  const body = (await response.json().catch(() => null)) as {
    token?: string
    message?: string
  } | null
  if (!response.ok || !body?.token) throw new Error(body?.message ?? 'Sign-in failed. Try again.')
  return body.token
}

function render(identityBroker: string, demoEmail: string | null, demoName: string | null) {
  const error = element('p', { className: 'sign-in__error', role: 'alert' })
  const finish = async (email: string, button: HTMLButtonElement) => {
    button.disabled = true
    error.textContent = ''
    try {
      localStorage.setItem(TOKEN_STORAGE_KEY, await signIn(identityBroker, email))
      // The new session must be saved before this page goes, or the app would not know it.
      await window.__simulation?.flush()
      window.location.assign(returnTo)
    } catch (failure) {
      error.textContent = failure instanceof Error ? failure.message : String(failure)
      button.disabled = false
    }
  }

  const demoButton = element('button', {
    type: 'button',
    className: 'sign-in__primary',
    textContent: demoName ? `Continue as ${demoName}` : 'Continue as the demo borrower',
  })
  const demoTarget = demoEmail ?? 'demo.borrower@example.com'
  demoButton.addEventListener('click', () => void finish(demoTarget, demoButton))

  const emailField = element('input', {
    type: 'email',
    id: 'sign-in-email',
    name: 'email',
    autocomplete: 'email',
    required: true,
  })
  const emailButton = element('button', { type: 'submit', textContent: 'Sign in with this email' })
  const form = element('form', { className: 'sign-in__form', noValidate: true }, [
    element('label', { htmlFor: 'sign-in-email', textContent: 'Another email' }),
    emailField,
    emailButton,
  ])
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!emailField.validity.valid || emailField.value.trim() === '') {
      error.textContent = 'Enter an email address.'
      emailField.focus()
      return
    }
    void finish(emailField.value.trim(), emailButton)
  })

  root.replaceChildren(
    element('h1', { textContent: 'Sign in' }),
    element('p', {
      className: 'sign-in__note',
      textContent:
        'This is the demo stand-in for the identity provider: no password is needed and nothing leaves this browser.',
    }),
    ...(demoEmail ? [element('p', { textContent: `Demo borrower: ${demoEmail}` })] : []),
    demoButton,
    form,
    error,
  )
  root.removeAttribute('aria-busy')
  demoButton.focus()
}

async function main() {
  const config = (await (await fetch(`${APP_BASE_PATH}/config.json`)).json()) as {
    orgCode: string
    services: Parameters<typeof startSimulation>[0]['services']
  }
  // This page answers its own calls through the same simulated backend as the app.
  await startSimulation(config)
  const borrower = window.__simulation?.scenario.world.borrower ?? null
  render(
    config.services.identityBroker,
    borrower?.email ?? null,
    borrower ? `${borrower.firstName} ${borrower.lastName}` : null,
  )
}

main().catch((failure: unknown) => {
  root.replaceChildren(
    element('h1', { textContent: 'Sign-in is not available' }),
    element('p', { textContent: failure instanceof Error ? failure.message : String(failure) }),
  )
})
