import type { ErrorInfo } from 'react'
import { ApiError, UserNotFoundError } from '@/api/api-error'

/**
 * React's report of an error a route's error view caught. A read that failed (an API answer or
 * a dropped connection, a profile not found) is a state the page explains to the borrower, as
 * it did when each page drew its own error: nothing to print. Anything else is a defect, printed
 * as React would.
 */
export function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof ApiError || error instanceof UserNotFoundError) return
  console.error(error, info.componentStack)
}
