/** A failed call: what the server said, kept whole so screens can pick their message. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    readonly url: string,
  ) {
    super(message)
  }
}

/**
 * Neither the broker's profile nor the legacy identity answered for the signed-in borrower
 * (refinance-release-shell.md §7, §8). Here, beside ApiError, so that the app's error handling
 * knows it without loading the reads.
 */
export class UserNotFoundError extends Error {
  override name = 'UserNotFoundError'
  constructor() {
    super('User not found')
  }
}

/** The server's own message, where its body carries one. */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message
  }
  return undefined
}

/** 401, or 403 with message Unauthenticated, ends the session. */
export function endsSession(error: ApiError): boolean {
  return error.status === 401 || (error.status === 403 && error.message === 'Unauthenticated')
}

/** The lender knows no such thing (an old or mistyped link): core-journey §4's unknown. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** Refused as out of step (409): what was asked is done already, in this tab or another. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409
}

/** What failed: the connection (no answer at all), the servers (5xx), or neither. */
type FailureKind = 'unreachable' | 'serverTrouble' | 'unexpected'

function failureKind(error: unknown): FailureKind {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'unreachable'
    if (error.status >= 500) return 'serverTrouble'
  }
  return 'unexpected'
}

/** Plain words for a failed call, by what failed. */
export const FAILURE_MESSAGES: Record<FailureKind, string> = {
  unreachable: 'We could not reach our servers. Check your connection and try again.',
  serverTrouble: 'Our servers are having trouble right now. Please try again in a moment.',
  unexpected: 'Something went wrong while loading this page. Please try again.',
}

/**
 * What the borrower can do after failed calls, by the first that failed (the others may be
 * null): only a call that never got an answer says to check the connection, a server error says
 * the servers are having trouble, anything else (a refusal, an answer the app cannot read) only
 * asks to try again. `retry` names the way to try again ("try again", "select I agree to try
 * again").
 */
export function failureAdvice(errors: unknown | readonly unknown[], retry = 'try again'): string {
  const error = (Array.isArray(errors) ? errors : [errors]).find((each) => each != null)
  switch (failureKind(error)) {
    case 'unreachable':
      return `Check your connection and ${retry}.`
    case 'serverTrouble':
      return `Our servers are having trouble right now. Please ${retry} in a moment.`
    case 'unexpected':
      return `Please ${retry}.`
  }
}

/** A page's whole message for a failed call (the error pages, the Loan ID lookup). */
export function describeFailure(error: unknown): string {
  return FAILURE_MESSAGES[failureKind(error)]
}
