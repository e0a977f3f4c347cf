import type { z } from 'zod'
import type { EndpointDefinition, EndpointResponse, PathParams } from '@/api/contract/endpoint'
import type { AnswerWithHeaders } from './answer'
import type { Engine } from './engine'
import type { BorrowerRecord } from './models'

/**
 * A route of the simulated lender: a call of the contract and the engine operation behind it.
 * The route files of each area build theirs with `route`; route-table.ts lists them all.
 */

/** What a route receives once the request has been checked against the contract. */
export interface RouteInput<E extends EndpointDefinition> {
  engine: Engine
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

export interface Route<E extends EndpointDefinition = EndpointDefinition> {
  endpoint: E
  handle(input: RouteInput<E>): Answer<E> | Promise<Answer<E>>
  /**
   * A secure route that also takes the token of a legacy sign-in not complete yet (a code still
   * to give): reading its profile and taking its code. Every other secure route refuses it.
   */
  pendingSignIn?: boolean
}

/** Keeps each route's types tied to its endpoint while the table holds them all alike. */
export function route<E extends EndpointDefinition>(
  endpoint: E,
  handle: Route<E>['handle'],
  options: Pick<Route, 'pendingSignIn'> = {},
): Route {
  return { endpoint, handle, ...options } as unknown as Route
}

/** The borrower of a secure route's call. */
export const signedIn = (borrower: BorrowerRecord | null): BorrowerRecord => {
  // The adapter answers 401 before a secure route runs; reaching here without one is a bug.
  if (!borrower) throw new Error('A secure route ran without a borrower')
  return borrower
}
