import type { BrokerProfile } from '@contract/session'
import { DEFAULT_ORG_CODE } from '@fixtures/organisations'
import { z } from 'zod'
import type { EngineContext } from '../core/engine-context'
import type { BorrowerRecord } from '../core/models'
import { badRequest, notFound } from '../core/sim-error'
import type { SessionRecord } from './session-records'
import { signToken, verifyToken } from './signed-token'

/** How long a sign-in lasts, on the simulated clock. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000

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

/** The borrower's wallet addresses, the same from the broker's profile and the legacy identity. */
const walletOf = (borrower: BorrowerRecord) => ({
  accountAddress: walletAddress('pb', `account:${borrower.uuid}`),
  groupPolicyAddress: walletAddress('pb', `group:${borrower.uuid}`),
})

/**
 * Sign-in for the simulated borrower. Tokens are JWTs signed with the world's secret (HS256,
 * signed-token.ts): one that does not verify, or names a session that ended (sign-out) or
 * expired (8 hours on the simulated clock, a simulation assumption: the spec gives none), signs
 * no one in.
 */
export function createSessionOperations(context: EngineContext) {
  const { collections, clock } = context

  const isLive = (session: SessionRecord) => clock.now() < session.issuedAt + SESSION_LIFETIME_MS

  function organisationCode(): string {
    return context.scenario().world.organisation ?? DEFAULT_ORG_CODE
  }

  /** The live session of a token, if any (a pending legacy sign-in included). */
  function liveSession(token: string | null): SessionRecord | null {
    if (!token) return null
    const claims = verifyToken(token, context.tokenSecret())
    if (!claims || clock.now() >= claims.exp * 1000) return null
    const session = collections.sessions.findFirst((q) => q.where({ token }))
    return session && session.borrowerUuid === claims.sub && isLive(session) ? session : null
  }

  async function issueToken(
    borrowerUuid: string,
    { kind = 'BROKER', awaiting = null }: Partial<Pick<SessionRecord, 'kind' | 'awaiting'>> = {},
  ): Promise<string> {
    const issuedAt = clock.now()
    const token = signToken(
      {
        sub: borrowerUuid,
        iat: Math.floor(issuedAt / 1000),
        exp: Math.floor((issuedAt + SESSION_LIFETIME_MS) / 1000),
        iss: 'simulation',
        jti: context.ids.next(),
      },
      context.tokenSecret(),
    )
    await collections.sessions.create({ token, borrowerUuid, issuedAt, kind, awaiting })
    context.changed()
    return token
  }

  return {
    issueToken,
    liveSession,

    /**
     * The borrower a token belongs to, or null for a missing, unknown, ended or expired one. A
     * legacy sign-in not complete (a code to give, a password to set anew) counts only where
     * `pendingSignIn` allows it: the calls that read its profile and take its code.
     */
    authenticate(
      token: string | null,
      { pendingSignIn = false }: { pendingSignIn?: boolean } = {},
    ): BorrowerRecord | null {
      const session = liveSession(token)
      if (!session || (session.awaiting !== null && !pendingSignIn)) return null
      return collections.borrowers.findFirst((q) => q.where({ uuid: session.borrowerUuid })) ?? null
    },

    /** The token of the scenario's signed-in borrower, if any, to hand to the browser. */
    currentToken(): string | null {
      return (
        collections.sessions
          .all()
          .filter((session) => isLive(session) && session.awaiting === null)
          .at(-1)?.token ?? null
      )
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

    /**
     * The broker's profile of the borrower. A token of the legacy identity service is not the
     * broker's: it has no broker profile (404, so the app reads the legacy one beside it and the
     * session goes on), as the two services are asked together (refinance-release-shell.md §7).
     */
    brokerProfile(borrower: BorrowerRecord, token: string | null = null): BrokerProfile {
      if (liveSession(token)?.kind === 'LEGACY') {
        throw notFound('This sign-in has no identity broker profile')
      }
      return {
        uuid: borrower.uuid,
        organizationCode: organisationCode(),
        profileType: 'CUSTOMER',
        email: borrower.email,
        updatedAt: new Date(clock.now()).toISOString(),
        isManageable: false,
        isBroker: true,
        activeLegacyCustomerOrgs: [],
        wallet: walletOf(borrower),
      }
    },

    /**
     * The legacy identity, with its wallet addresses for the x-addr and x-grp headers. Its
     * two-factor and password flags are the borrower's legacy account's; the code is verified
     * for a legacy sign-in that gave it (none is asked of a broker sign-in).
     */
    legacyIdentity(borrower: BorrowerRecord, token: string | null = null) {
      const session = liveSession(token)
      const wallet = walletOf(borrower)
      const account = borrower.legacySignIn
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
          twoFactorEnabled: account?.twoFactorCode != null,
          passwordExpired: account?.passwordExpired ?? false,
          totpVerified:
            account?.twoFactorCode != null &&
            session?.kind === 'LEGACY' &&
            session.awaiting === null,
        },
        headers: { 'x-addr': wallet.accountAddress, 'x-grp': wallet.groupPolicyAddress },
      }
    },
  }
}
export type SessionOperations = ReturnType<typeof createSessionOperations>
