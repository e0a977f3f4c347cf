import type { BankLinkWidgetProps } from '@contract/bank-link-widget'
import {
  bankInstitutionFixtures,
  type InstitutionFixture,
  publicTokenFor,
} from '@fixtures/bank-institutions'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import './simulated-link-dialog.css'

type Step =
  | { kind: 'institutions' }
  | { kind: 'sign-in'; institution: InstitutionFixture }
  | { kind: 'accounts'; institution: InstitutionFixture }
  | { kind: 'unavailable'; institution: InstitutionFixture }

function institutionMetadata(institution: InstitutionFixture) {
  return { name: institution.name, institution_id: institution.id }
}

/**
 * The simulation's stand-in for the bank-link SDK: the same steps a borrower sees there (pick
 * a bank, sign in, choose accounts) and the same endings, a public token with metadata on
 * success, or an exit with error metadata. Its public token is one the simulated bank-link
 * service can exchange.
 */
export function SimulatedLinkDialog({ linkToken, onSuccess, onExit }: BankLinkWidgetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [step, setStep] = useState<Step>({ kind: 'institutions' })
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const titleId = useId()
  const ended = useRef(false)
  const linkSession = useId()

  const end = (finish: () => void) => {
    if (ended.current) return
    ended.current = true
    dialogRef.current?.close()
    finish()
  }

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
  }, [])

  const exit = () =>
    end(() =>
      onExit(null, {
        status: step.kind === 'institutions' ? 'institution_not_found' : 'requires_credentials',
        link_session_id: linkSession,
        ...(step.kind === 'institutions'
          ? {}
          : { institution: institutionMetadata(step.institution) }),
      }),
    )

  const pick = (institution: InstitutionFixture) => {
    setStep(
      institution.unavailable
        ? { kind: 'unavailable', institution }
        : { kind: 'sign-in', institution },
    )
  }

  const signIn = (event: FormEvent, institution: InstitutionFixture) => {
    event.preventDefault()
    setChosen(new Set(institution.accounts.map((account) => account.mask)))
    setStep({ kind: 'accounts', institution })
  }

  const finish = (institution: InstitutionFixture) =>
    end(() =>
      onSuccess(publicTokenFor(institution.id, linkToken), {
        institution: institutionMetadata(institution),
        accounts: institution.accounts
          .filter((account) => chosen.has(account.mask))
          .map((account) => ({
            name: account.name,
            mask: account.mask,
            type: 'depository',
            subtype: account.accountType,
          })),
        link_session_id: linkSession,
      }),
    )

  const failUnavailable = (institution: InstitutionFixture) =>
    end(() =>
      onExit(
        {
          error_type: 'INSTITUTION_ERROR',
          error_code: 'INSTITUTION_DOWN',
          error_message: 'this institution is not currently responding to this request',
          display_message: null,
        },
        {
          status: 'institution_not_responding',
          institution: institutionMetadata(institution),
          link_session_id: linkSession,
        },
      ),
    )

  return (
    <dialog
      ref={dialogRef}
      className="sim-link"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        exit()
      }}
    >
      <span className="sim-link__badge">Simulated bank link</span>
      {step.kind === 'institutions' ? (
        <>
          <h2 id={titleId}>Select your bank</h2>
          <ul className="sim-link__list">
            {bankInstitutionFixtures.map((institution) => (
              <li key={institution.id}>
                <button
                  type="button"
                  className="sim-link__choice"
                  onClick={() => pick(institution)}
                >
                  {institution.name}
                </button>
              </li>
            ))}
          </ul>
          <div className="sim-link__actions">
            <button type="button" className="sim-link__secondary" onClick={exit}>
              Exit
            </button>
          </div>
        </>
      ) : null}
      {step.kind === 'sign-in' ? (
        <form onSubmit={(event) => signIn(event, step.institution)}>
          <h2 id={titleId}>Sign in to {step.institution.name}</h2>
          <p>Any username and password will do in the simulation.</p>
          <label>
            Username
            <input type="text" name="username" defaultValue="user_good" autoComplete="off" />
          </label>
          <label>
            Password
            <input type="password" name="password" defaultValue="pass_good" autoComplete="off" />
          </label>
          <div className="sim-link__actions">
            <button type="submit" className="sim-link__primary">
              Sign in
            </button>
            <button type="button" className="sim-link__secondary" onClick={exit}>
              Exit
            </button>
          </div>
        </form>
      ) : null}
      {step.kind === 'accounts' ? (
        <>
          <h2 id={titleId}>Choose accounts at {step.institution.name}</h2>
          <ul className="sim-link__list">
            {step.institution.accounts.map((account) => (
              <li key={account.mask}>
                <label className="sim-link__check">
                  <input
                    type="checkbox"
                    checked={chosen.has(account.mask)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked
                      setChosen((current) => {
                        const next = new Set(current)
                        if (checked) next.add(account.mask)
                        else next.delete(account.mask)
                        return next
                      })
                    }}
                  />
                  {account.name} ···{account.mask}
                </label>
              </li>
            ))}
          </ul>
          <div className="sim-link__actions">
            <button
              type="button"
              className="sim-link__primary"
              disabled={chosen.size === 0}
              onClick={() => finish(step.institution)}
            >
              Continue
            </button>
            <button type="button" className="sim-link__secondary" onClick={exit}>
              Exit
            </button>
          </div>
        </>
      ) : null}
      {step.kind === 'unavailable' ? (
        <>
          <h2 id={titleId}>{step.institution.name} is not responding</h2>
          <p>The bank cannot be reached right now.</p>
          <div className="sim-link__actions">
            <button
              type="button"
              className="sim-link__primary"
              onClick={() => failUnavailable(step.institution)}
            >
              Exit
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
