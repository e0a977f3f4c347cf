import type { EngineContext } from './engine-context'
import type { BorrowerRecord } from './models'

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * Sign-in for the simulated borrower. Tokens look like JWTs (header.payload.signature) so
 * code that reads the subject from a token keeps working; the signature is not real.
 */
export function createSessionOperations(context: EngineContext) {
  const { collections, clock } = context

  return {
    async issueToken(borrowerUuid: string): Promise<string> {
      const issuedAt = clock.now()
      const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))
      const payload = base64Url(
        JSON.stringify({ sub: borrowerUuid, iat: Math.floor(issuedAt / 1000), iss: 'simulation' }),
      )
      const token = `${header}.${payload}.${base64Url(`sim-${context.ids.next()}`)}`
      await collections.sessions.create({ token, borrowerUuid, issuedAt })
      context.changed()
      return token
    },

    /** The borrower a token belongs to, or null for a missing, unknown or revoked token. */
    authenticate(token: string | null): BorrowerRecord | null {
      if (!token) return null
      const session = collections.sessions.findFirst((q) => q.where({ token }))
      if (!session) return null
      return collections.borrowers.findFirst((q) => q.where({ uuid: session.borrowerUuid })) ?? null
    },

    /** The token of the scenario's signed-in borrower, if any, to hand to the browser. */
    currentToken(): string | null {
      const sessions = collections.sessions.all()
      return sessions.at(-1)?.token ?? null
    },
  }
}
