/**
 * A refusal by the simulated backend, carried to HTTP as `status` and `{ message }`, plus the
 * lender's `errorCode` where a screen tells refusals apart by it (a release's
 * INVALID_RETURN_ADDRESS).
 */
export class SimError extends Error {
  override name = 'SimError'
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
    /** Each reason the server lists beside its message, when it gives several. */
    readonly reasons?: readonly string[],
  ) {
    super(message)
  }
}

export const notFound = (message: string) => new SimError(404, message)
export const badRequest = (message: string) => new SimError(400, message)
export const conflict = (message: string) => new SimError(409, message)
export const unauthenticated = (message = 'Unauthenticated') => new SimError(401, message)
