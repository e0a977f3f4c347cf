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
