import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useServices } from '@/api/services-context'
import { safeRedirectPath } from '@/domain/login-redirect'
import { startLogin } from './login'

/**
 * Starts sign-in for a path to come back to: a full-page redirect to the identity broker, or
 * the legacy login page. Pending while the broker is asked; failed with the error to show.
 */
export function useLogin() {
  const services = useServices()
  const navigate = useNavigate()
  const login = useMutation({
    mutationFn: (returnPath: string) => startLogin(services, returnPath),
    onSuccess: (start, returnPath) => {
      if (start.kind === 'broker') window.location.assign(start.redirect)
      else
        void navigate({
          to: '/auth/login',
          search: { redirectUrl: safeRedirectPath(returnPath) },
        })
    },
  })
  return {
    login: (returnPath: string) => login.mutate(returnPath),
    pending: login.isPending || login.isSuccess,
    failed: login.isError,
    reset: login.reset,
  }
}
