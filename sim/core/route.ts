import type { EndpointDefinition, EndpointResponse, PathParams } from '@contract/endpoint'
import type { z } from 'zod'
import type { AnswerWithHeaders } from './answer'
import type { BorrowerRecord } from './models'

/**
 * A route of the simulated lender: a call of the contract and the engine operation behind it.
 * Each area builds its routes with the `route` of `routesCalling` and names them in its
 * definition; the engine puts every area's routes in one table (engine/route-table.ts).
 */

/** What a route receives once the request has been checked against the contract. */
export interface RouteInput<E extends EndpointDefinition, Calls = unknown> {
  /**
   * The engine, as far as the route's area knows it: the operations its routes call. The
   * engine answers every area's operation under the operation's own name.
   */
  engine: Calls
  params: PathParams<E['path']>
  query: z.output<E['query']>
  body: z.output<E['body']>
  /** The borrower whose token came with the call; always set for secure endpoints. */
  borrower: BorrowerRecord | null
  /** The token that came with the call, if any. */
  token: string | null
}

type Answer<E extends EndpointDefinition> =
  | EndpointResponse<E>
  | AnswerWithHeaders<EndpointResponse<E>>

export interface Route<E extends EndpointDefinition = EndpointDefinition, Calls = unknown> {
  endpoint: E
  handle(input: RouteInput<E, Calls>): Answer<E> | Promise<Answer<E>>
  /**
   * A secure route that also takes the token of a legacy sign-in not complete yet (a code still
   * to give): reading its profile and taking its code. Every other secure route refuses it.
   */
  pendingSignIn?: boolean
}

/**
 * The `route` of an area whose routes call `Calls` (its operations, and those of any other area
 * it answers with): it keeps each route's types tied to its endpoint and to those operations,
 * while the table holds them all alike.
 */
export function routesCalling<Calls>() {
  return function route<E extends EndpointDefinition>(
    endpoint: E,
    handle: Route<E, Calls>['handle'],
    options: Pick<Route, 'pendingSignIn'> = {},
  ): Route {
    return { endpoint, handle, ...options } as unknown as Route
  }
}

/** The borrower of a secure route's call. */
export const signedIn = (borrower: BorrowerRecord | null): BorrowerRecord => {
  // The adapter answers 401 before a secure route runs; reaching here without one is a bug.
  if (!borrower) throw new Error('A secure route ran without a borrower')
  return borrower
}
