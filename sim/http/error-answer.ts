import type { Refusal } from '@contract/refusal'
import { HttpResponse } from 'msw'

/**
 * Every refusal of the simulated backend has this one shape. `message` is the human text the
 * app shows (its client reads it); `code` names the kind of refusal for tools and tests.
 */
export interface ErrorAnswer extends Refusal {
  status: number
  code: string
  message: string
  /** The lender's own code for a refusal a screen handles by name (INVALID_RETURN_ADDRESS). */
  errorCode?: string
  /** Each reason, when a refusal lists several (a refinance Loan ID lookup does). */
  errors?: string[]
}

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  423: 'LOCKED',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
}

const MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body too large',
  415: 'Unsupported media type',
  423: 'Locked',
  429: 'Too many requests',
  500: 'Internal server error',
  501: 'Not implemented',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
}

/**
 * The most of a refusal's text the simulation sends back. A message may quote what the caller
 * sent (an unknown organisation, a schema's complaint about a field); a megabyte in is not a
 * megabyte out.
 */
export const MAX_ECHO_CHARS = 500
/** The most reasons a refusal lists. */
const MAX_REASONS = 20

/** The text cut to `MAX_ECHO_CHARS`, marked where it was cut. */
export function boundedEcho(text: string): string {
  return text.length > MAX_ECHO_CHARS ? `${text.slice(0, MAX_ECHO_CHARS - 1)}…` : text
}

export const codeFor = (status: number) =>
  CODES[status] ?? (status < 500 ? 'ERROR' : 'SERVER_ERROR')
export const defaultMessageFor = (status: number) => MESSAGES[status] ?? 'Error'

export function errorAnswer(
  status: number,
  message: string = defaultMessageFor(status),
  headers?: Record<string, string>,
  errorCode?: string,
  reasons?: readonly string[],
) {
  const body: ErrorAnswer = {
    status,
    code: codeFor(status),
    message: boundedEcho(message),
    ...(errorCode ? { errorCode: boundedEcho(errorCode) } : {}),
    ...(reasons ? { errors: reasons.slice(0, MAX_REASONS).map(boundedEcho) } : {}),
  }
  return HttpResponse.json(body, { status, headers })
}
