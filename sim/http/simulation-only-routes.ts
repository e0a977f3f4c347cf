import type { ServiceName } from '@contract/endpoint'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { SimError } from '../core/sim-error'
import type { Engine } from '../engine/engine'
import { SIMULATED_SIGN_IN_CALL } from '../session/simulated-sign-in'
import { errorAnswer } from './error-answer'
import { beyondBodyBounds, readLimited } from './request-limits'

/**
 * Calls only the simulation has, outside the app's contract: the sign-in page that stands in
 * for the identity broker's posts `{ email }` here and gets the borrower's token back.
 */
export function simulationOnlyHandlers(options: {
  services: Record<ServiceName, string>
  engine: Engine
}): RequestHandler[] {
  return [
    http.post(
      `${options.services.identityBroker}${SIMULATED_SIGN_IN_CALL}`,
      async ({ request }) => {
        const read = await readLimited(request)
        if (!read.ok) return errorAnswer(413, 'Request body is larger than 1 MB')
        // JSON only, as the contract's calls: a form on another site cannot sign anyone in.
        const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim()
        if (type?.toLowerCase() !== 'application/json') {
          return errorAnswer(415, 'Send this body as application/json')
        }
        let body: unknown
        try {
          body = JSON.parse(new TextDecoder().decode(read.bytes))
        } catch {
          return errorAnswer(400, 'Body is not valid JSON')
        }
        const beyond = beyondBodyBounds(body)
        if (beyond) return errorAnswer(413, beyond)
        try {
          return HttpResponse.json(await options.engine.signInWithEmail(body))
        } catch (error) {
          if (error instanceof SimError) return errorAnswer(error.status, error.message)
          return errorAnswer(500, error instanceof Error ? error.message : undefined)
        }
      },
    ),
  ]
}
