import { useEffect, useRef } from 'react'
import { failureAdvice } from '@/api/api-error'
import { useLogin } from '@/session/use-login'
import { CardPage } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'

/**
 * A page of an application opened without a signed-in borrower: sign-in starts at once and
 * comes back here (core-journey.md §4).
 */
export function SignInRequired({ returnPath }: { returnPath: string }) {
  const { login, failed, error } = useLogin()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    login(returnPath)
  }, [login, returnPath])

  return (
    <CardPage>
      {failed ? (
        <ErrorState
          headingLevel={1}
          title="We couldn't start sign-in"
          onRetry={() => login(returnPath)}
        >
          <p>{failureAdvice(error)} Your application is saved.</p>
        </ErrorState>
      ) : (
        <>
          <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
            Signing you in
          </h1>
          <Loader label="Taking you to sign in…" />
        </>
      )}
    </CardPage>
  )
}
