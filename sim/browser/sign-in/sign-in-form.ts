import { TOKEN_STORAGE_KEY } from '@contract/browser-storage'
import { SIMULATED_SIGN_IN_CALL } from '../../session/simulated-sign-in'
import { element } from '../dom'

/**
 * The simulated identity broker's sign-in form: the demo borrower of the running story signs in
 * with one click; any other email signs in (or creates) a borrower of that email. Drawn by the
 * sign-in page (sign-in-page.ts) and, in vitest, by the story replays in the rendered app.
 */

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

export interface SignInPageOptions {
  /** The identity broker's base URL: the simulation answers its sign-in call there. */
  identityBroker: string
  /** The app path to go back to once signed in. */
  returnTo: string
  /** The running story's borrower, who signs in with one click, if it has one. */
  demoEmail: string | null
  demoName: string | null
}

/**
 * Draws the sign-in page into `root`. Signing in keeps the token where the app reads it, saves
 * the simulated world and goes back to `returnTo`.
 */
export function showSignIn(
  root: HTMLElement,
  { identityBroker, returnTo, demoEmail, demoName }: SignInPageOptions,
) {
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
