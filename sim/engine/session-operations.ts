import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import { z } from 'zod'
import type { BrokerProfile } from '@/api/contract/session'
import type { EngineContext } from './engine-context'
import type { BorrowerRecord, SessionRecord } from './models'
import { badRequest } from './sim-error'

/** How long a sign-in lasts, on the simulated clock. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** FNV-1a: a stable 32-bit number from a string, to seed names and addresses. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** A wallet address shaped like the platform's (bech32-like), the same for the same seed. */
function walletAddress(prefix: string, seed: string): string {
  const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
  let state = hashOf(seed)
  let address = `${prefix}1`
  for (let i = 0; i < 38; i += 1) {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x297a2d39) >>> 0
    address += alphabet[state % alphabet.length]
  }
  return address
}

const emailSchema = z.object({ email: z.email() })

/**
 * Sign-in for the simulated borrower. Tokens look like JWTs (header.payload.signature) so
 * code that reads the subject from a token keeps working; the signature is not real, and the
 * token means nothing on its own: it is valid while its session is (8 hours, until sign-out).
 */
export function createSessionOperations(context: EngineContext) {
  const { collections, clock } = context

  const isLive = (session: SessionRecord) => clock.now() < session.issuedAt + SESSION_LIFETIME_MS

  function organisationCode(): string {
    return context.scenario().world.organisation ?? DEFAULT_ORG_CODE
  }

  async function issueToken(borrowerUuid: string): Promise<string> {
    const issuedAt = clock.now()
    const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))
    const payload = base64Url(
      JSON.stringify({
        sub: borrowerUuid,
        iat: Math.floor(issuedAt / 1000),
        exp: Math.floor((issuedAt + SESSION_LIFETIME_MS) / 1000),
        iss: 'simulation',
      }),
    )
    const token = `${header}.${payload}.${base64Url(`sim-${context.ids.next()}`)}`
    await collections.sessions.create({ token, borrowerUuid, issuedAt })
    context.changed()
    return token
  }

  return {
    issueToken,

    /** The borrower a token belongs to, or null for a missing, unknown, ended or expired one. */
    authenticate(token: string | null): BorrowerRecord | null {
      if (!token) return null
      const session = collections.sessions.findFirst((q) => q.where({ token }))
      if (!session || !isLive(session)) return null
      return collections.borrowers.findFirst((q) => q.where({ uuid: session.borrowerUuid })) ?? null
    },

    /** The token of the scenario's signed-in borrower, if any, to hand to the browser. */
    currentToken(): string | null {
      return collections.sessions.all().filter(isLive).at(-1)?.token ?? null
    },

    /** Ends the session of this token (sign-out). */
    endSession(token: string): void {
      collections.sessions.delete((q) => q.where({ token }))
      context.changed()
    },

    /**
     * The simulation's sign-in page: the scenario's borrower signs in by their email; any
     * other valid email is a new borrower whose name comes from the email, the same each time.
     */
    async signInWithEmail(body: unknown): Promise<{ token: string }> {
      const parsed = emailSchema.safeParse(body)
      if (!parsed.success) throw badRequest('Enter a valid email address')
      const email = parsed.data.email.trim().toLowerCase()
      let borrower = collections.borrowers
        .all()
        .find((known) => known.email.toLowerCase() === email)
      if (!borrower) {
        // Loaded for the first new borrower only: most stories sign their own borrower in.
        const { faker } = await import('@faker-js/faker/locale/en')
        faker.seed(hashOf(email))
        borrower = await collections.borrowers.create({
          uuid: context.ids.next(),
          firstName: faker.person.firstName(),
          lastName: faker.person.lastName(),
          email,
        })
        context.changed()
      }
      return { token: await issueToken(borrower.uuid) }
    },

    brokerProfile(borrower: BorrowerRecord): BrokerProfile {
      return {
        uuid: borrower.uuid,
        organizationCode: organisationCode(),
        profileType: 'CUSTOMER',
        email: borrower.email,
        updatedAt: new Date(clock.now()).toISOString(),
        isManageable: false,
        isBroker: true,
        activeLegacyCustomerOrgs: [],
        wallet: {
          accountAddress: walletAddress('pb', `account:${borrower.uuid}`),
          groupPolicyAddress: walletAddress('pb', `group:${borrower.uuid}`),
        },
      }
    },

    /** The legacy identity, with its wallet addresses for the x-addr and x-grp headers. */
    legacyIdentity(borrower: BorrowerRecord) {
      const phone = collections.profiles.findFirst((q) => q.where({ uuid: borrower.uuid }))?.phone
      return {
        body: {
          uuid: borrower.uuid,
          organizationCode: organisationCode(),
          profileType: 'CUSTOMER',
          aliases: [
            { type: 'Email', value: borrower.email },
            ...(phone ? [{ type: 'Phone', value: phone }] : []),
          ],
          updatedDate: new Date(clock.now()).toISOString(),
          twoFactorEnabled: false,
          passwordExpired: false,
          totpVerified: false,
        },
        headers: {
          'x-addr': walletAddress('pb', `account:${borrower.uuid}`),
          'x-grp': walletAddress('pb', `group:${borrower.uuid}`),
        },
      }
    },
  }
}
