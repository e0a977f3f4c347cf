import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { ApiError, failureAdvice } from '@/api/api-error'
import { useSendOnce } from '@/api/use-send-once'
import { formatPhone, phoneHref } from '@/domain/format'
import {
  type CodeForm,
  type CredentialsForm,
  codeFormSchema,
  credentialsFormSchema,
  LEGACY_SIGN_IN_MESSAGES,
  type LegacyRefusal,
  legacyRefusalOf,
} from '@/domain/legacy-sign-in'
import type { LegacySignInResult, PendingSignIn } from '@/session/legacy-sign-in'
import { Button, ButtonLink } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { TextField } from '@/ui/field'
import { CardPage } from '@/ui/layout'
import { useSignInWithCode, useSignInWithPassword } from '../api/sign-in'
import { type FieldProblem, ProblemSummary } from './problem-summary'
import './legacy-sign-in.css'

export interface LegacySignInPageProps {
  lenderName: string
  /** The lender's page for setting a new password; null where its address was dropped. */
  passwordResetUrl: string | null
  supportPhone: string
  /** The borrower is signed in, the token kept: go on to the page to come back to. */
  onSignedIn: () => void
}

type Step =
  | { kind: 'credentials' }
  | { kind: 'two-factor'; pending: PendingSignIn }
  | { kind: 'password-expired' }

/** What stopped the last try, shown above the form. */
interface Problem {
  title: string
  message?: ReactNode
  fields?: readonly FieldProblem[]
  /** The lender's page to set a new password is offered with the message (a locked account). */
  offerReset?: boolean
}

const LOCKED: Problem = {
  title: 'Sign-in is locked',
  message: LEGACY_SIGN_IN_MESSAGES.locked,
  offerReset: true,
}

const FIELD_IDS = {
  email: 'legacy-sign-in-email',
  password: 'legacy-sign-in-password',
  code: 'legacy-sign-in-code',
} as const

function refusalOf(error: unknown): LegacyRefusal | null {
  return error instanceof ApiError ? legacyRefusalOf(error.status, error.body) : null
}

/** A call that failed without a refusal: worded by what failed (connection or servers). */
function failedCall(error: unknown): Problem {
  return {
    title: "We couldn't sign you in",
    message: `${failureAdvice(error)} What you entered is still here.`,
  }
}

function fieldProblems<T extends Record<string, unknown>>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & keyof typeof FIELD_IDS)[],
): FieldProblem[] {
  return order.flatMap((name) => {
    const message = errors[name]?.message
    return typeof message === 'string' ? [{ fieldId: FIELD_IDS[name], message }] : []
  })
}

/**
 * /auth/login for a lender with a legacy identity service (refinance-release-shell.md §2, §3;
 * docs/decisions/0016): email and password, then a six-digit code where two-factor is on; an
 * expired password is said plainly, with the lender's page to set a new one. What was typed
 * stays through every failed try; a try is sent once however often the button is pressed.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: its two steps (password, then code) share the tries' state; to be split by step
export function LegacySignInPage({
  lenderName,
  passwordResetUrl,
  supportPhone,
  onSignedIn,
}: LegacySignInPageProps) {
  const [step, setStep] = useState<Step>({ kind: 'credentials' })
  const [problem, setProblem] = useState<Problem | null>(null)
  // Each failed try counts, so its message is announced again even when the words are the same.
  const [tries, setTries] = useState(0)

  const credentials = useForm<CredentialsForm>({
    resolver: zodResolver(credentialsFormSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  })
  const codeForm = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
    mode: 'onTouched',
  })
  const password = useSignInWithPassword()
  const sendPassword = useSendOnce(password)
  const code = useSignInWithCode()
  const sendCode = useSendOnce(code)

  const fail = (next: Problem, focusField?: keyof typeof FIELD_IDS) => {
    setProblem(next)
    setTries((count) => count + 1)
    if (focusField) document.getElementById(FIELD_IDS[focusField])?.focus()
  }

  const onResult = (result: LegacySignInResult) => {
    setProblem(null)
    if (result.step === 'signed-in') onSignedIn()
    else if (result.step === 'two-factor') {
      codeForm.reset({ code: '' })
      setStep({ kind: 'two-factor', pending: result.pending })
    } else setStep({ kind: 'password-expired' })
  }

  const submitCredentials = credentials.handleSubmit(
    (values) =>
      sendPassword(values, {
        onSuccess: onResult,
        onError: (error) => {
          const refusal = refusalOf(error)
          if (refusal === 'locked') fail(LOCKED)
          else if (refusal === 'invalid-credentials')
            fail(
              {
                title: "We couldn't sign you in",
                message: LEGACY_SIGN_IN_MESSAGES.wrongCredentials,
              },
              'password',
            )
          else fail(failedCall(error))
        },
      }),
    (errors) => {
      const fields = fieldProblems(errors, ['email', 'password'])
      fail({ title: 'Check what you entered', fields })
      // The first field to fix takes focus; its message is read with it.
      const [first] = fields
      if (first) document.getElementById(first.fieldId)?.focus()
    },
  )

  const backToCredentials = (next: Problem | null) => {
    setStep({ kind: 'credentials' })
    if (next) fail(next)
    else setProblem(null)
  }

  const submitCode = codeForm.handleSubmit(
    (values) => {
      if (step.kind !== 'two-factor') return
      sendCode(
        { pending: step.pending, code: values.code },
        {
          onSuccess: onResult,
          onError: (error) => {
            const refusal = refusalOf(error)
            if (refusal === 'invalid-code')
              fail(
                { title: 'That code did not work', message: LEGACY_SIGN_IN_MESSAGES.wrongCode },
                'code',
              )
            else if (refusal === 'locked') backToCredentials(LOCKED)
            else if (error instanceof ApiError && error.status === 401)
              backToCredentials({
                title: 'Please sign in again',
                message: LEGACY_SIGN_IN_MESSAGES.codeTimedOut,
              })
            else fail(failedCall(error))
          },
        },
      )
    },
    (errors) => {
      const fields = fieldProblems(errors, ['code'])
      fail({ title: 'Check what you entered', fields })
      document.getElementById(FIELD_IDS.code)?.focus()
    },
  )

  // A new step's first field takes focus, so the borrower can type at once (its label and
  // hint are read with it); the expired-password step's heading, which is all it says.
  const stepHeading = useRef<HTMLDivElement>(null)
  const previousStep = useRef(step.kind)
  useEffect(() => {
    if (previousStep.current === step.kind) return
    previousStep.current = step.kind
    if (step.kind === 'two-factor') document.getElementById(FIELD_IDS.code)?.focus()
    else if (step.kind === 'credentials') document.getElementById(FIELD_IDS.password)?.focus()
    else stepHeading.current?.querySelector<HTMLElement>('[data-page-heading]')?.focus()
  }, [step.kind])

  const callUs = <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>

  const summary = problem ? (
    <ProblemSummary key={tries} title={problem.title} fields={problem.fields ?? []}>
      {problem.message ? <p>{problem.message}</p> : null}
      {problem.offerReset ? (
        passwordResetUrl ? (
          <p>
            <a href={passwordResetUrl}>Set a new password</a>
          </p>
        ) : (
          <p>To set a new password, call us at {callUs}.</p>
        )
      ) : null}
    </ProblemSummary>
  ) : null

  if (step.kind === 'password-expired') {
    return (
      <CardPage>
        <div ref={stepHeading}>
          <PageHeading
            title="Your password has expired"
            lead={`Your password was right, but it has expired. Set a new one on ${lenderName}'s site, then come back here to sign in with it.`}
          />
        </div>
        <div className="ui-actions">
          {passwordResetUrl ? (
            <ButtonLink href={passwordResetUrl}>Set a new password</ButtonLink>
          ) : (
            <ButtonLink href={phoneHref(supportPhone)}>Call {formatPhone(supportPhone)}</ButtonLink>
          )}
          <Button variant="secondary" onClick={() => backToCredentials(null)}>
            Back to sign in
          </Button>
        </div>
      </CardPage>
    )
  }

  if (step.kind === 'two-factor') {
    const { errors } = codeForm.formState
    return (
      <CardPage>
        <PageHeading
          title="Enter your sign-in code"
          lead="Two-step verification is on for your account. Open your authenticator app and enter the code it shows for this account."
        />
        {summary}
        <form
          className="legacy-sign-in__form"
          noValidate
          onSubmit={(event) => void submitCode(event)}
        >
          <TextField
            id={FIELD_IDS.code}
            label="Sign-in code"
            hint="6 digits, for example 123456"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={16}
            error={errors.code?.message}
            {...codeForm.register('code')}
          />
          <div className="ui-actions">
            <Button type="submit" loading={code.isPending} loadingText="Checking…">
              Continue
            </Button>
            <Button variant="secondary" onClick={() => backToCredentials(null)}>
              Back
            </Button>
          </div>
        </form>
      </CardPage>
    )
  }

  const { errors } = credentials.formState
  return (
    <CardPage>
      <PageHeading
        title="Sign in"
        lead={`Sign in with the email and password of your ${lenderName} account.`}
      />
      {summary}
      <form
        className="legacy-sign-in__form"
        noValidate
        onSubmit={(event) => void submitCredentials(event)}
      >
        <TextField
          id={FIELD_IDS.email}
          label="Email"
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...credentials.register('email')}
        />
        <TextField
          id={FIELD_IDS.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...credentials.register('password')}
        />
        <p className="legacy-sign-in__forgot">
          {passwordResetUrl ? (
            <a href={passwordResetUrl}>Forgot password?</a>
          ) : (
            <>Forgot your password? Call us at {callUs} and we'll help you set a new one.</>
          )}
        </p>
        <div className="ui-actions">
          <Button type="submit" loading={password.isPending} loadingText="Signing in…">
            Sign in
          </Button>
        </div>
      </form>
    </CardPage>
  )
}
