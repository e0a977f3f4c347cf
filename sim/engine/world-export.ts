import { formerLenderFields } from '@contract/former-lender'
import { type Fault, homeAddressSeed, type Scenario } from '@scenarios/scenario'
import { treatmentOf } from '@/domain/refinance'
import type { ApplicationRecord } from '../core/models'
import { LOCKOUT_TRIES, lockoutAt } from '../session/legacy-lockout'
import { SESSION_LIFETIME_MS } from '../session/session-operations'
import type { WorldSnapshot } from './world-snapshot'

type World = NonNullable<Scenario['world']>
type BorrowerSeed = NonNullable<World['borrower']>
type ProfileSeed = NonNullable<BorrowerSeed['profile']>
type ApplicationSeed = NonNullable<World['applications']>[number]

export interface ExportOptions {
  /** The faults switched on now; the scenario's own when absent. */
  faults?: readonly Fault[]
}

const EXPORT_SUFFIX = '-export'

/** A kebab-case name that says the file came from a running world. */
export function exportName(name: string): string {
  const base = name.endsWith(EXPORT_SUFFIX) ? name.slice(0, -EXPORT_SUFFIX.length) : name
  return `${base}${EXPORT_SUFFIX}`
}

function residenceOf(record: ApplicationRecord): ApplicationSeed['residence'] {
  if (record.residence?.state) return { state: record.residence.state }
  if (record.residence?.country) return { country: record.residence.country }
  return {}
}

/**
 * The offer is priced again when the world is rebuilt, from what it was priced for: the cash
 * drawn, the coin and the collateral pledged.
 */
function offerRequestOf(record: ApplicationRecord): ApplicationSeed['offerRequest'] {
  const offer = record.selectedOffer ?? record.offers[0]
  if (!offer) return undefined
  return {
    requestedAmount: offer.drawAmount,
    collateralType: offer.collateral.type,
    coinQuantity: offer.collateralUnits,
  }
}

/** A renewal's loan: the collateral held and the cash it lent. */
function renewalOf(record: ApplicationRecord): ApplicationSeed['renewal'] {
  const details = record.rollForwardLoanDetails
  if (!record.isRollForward || !details || record.rollForwardDrawAmount === null) return undefined
  return { collateral: { ...details.collateral }, drawAmount: record.rollForwardDrawAmount }
}

/** A refinance's former-lender loans and the treatment chosen, priced again on load. */
function refinanceOf(record: ApplicationRecord): ApplicationSeed['refinance'] {
  if (!record[formerLenderFields.refinanceFlag] || !record.refinance) return undefined
  const { loans, stabilizationOptIn } = record.refinance
  return {
    loans: loans.map((loan) => ({ ...loan })),
    ...(record.selectedOffer ? { selected: treatmentOf(record.selectedOffer) } : {}),
    ...(stabilizationOptIn !== null ? { stabilizationOptIn } : {}),
  }
}

function applicationSeed(record: ApplicationRecord): ApplicationSeed {
  const refinance = refinanceOf(record)
  if (refinance) {
    return {
      organisation: record.organisation,
      state: record.state,
      stage: record.stage,
      residence: residenceOf(record),
      refinance,
      identity: record.progress.identity,
    }
  }
  const offerRequest = offerRequestOf(record)
  const renewal = renewalOf(record)
  return {
    organisation: record.organisation,
    state: record.state,
    stage: record.stage,
    residence: residenceOf(record),
    ...(offerRequest ? { offerRequest } : {}),
    selectFirstOffer: record.selectedOffer !== null,
    isRollForward: record.isRollForward,
    ...(renewal ? { renewal } : {}),
    identity: record.progress.identity,
  }
}

function profileSeed(
  snapshot: WorldSnapshot,
  borrowerUuid: string,
  applications: readonly ApplicationRecord[],
): ProfileSeed | undefined {
  const profile = snapshot.collections.profiles.find((candidate) => candidate.uuid === borrowerUuid)
  const home = profile?.addresses.find((address) => address.type === 'HOME')
  if (!profile?.dob || !profile.phone || !home) return undefined
  const sourceOfIncome = applications.find((app) => app.sourceOfIncome)?.sourceOfIncome
  return {
    dob: profile.dob,
    phone: profile.phone,
    homeAddress: homeAddressSeed(home),
    ...(profile.ssnLastFour ? { ssnLastFour: profile.ssnLastFour } : {}),
    ...(profile.idKind ? { idKind: profile.idKind } : {}),
    ...(sourceOfIncome ? { sourceOfIncome } : {}),
  }
}

/**
 * A scenario whose starting world is the world as it stands: the borrower, each application's
 * state, stage, residence and offer, the decisions, the faults and the clock. What a scenario
 * cannot express (uploaded documents, consents, the lender's pending work part-way through)
 * starts afresh when it is loaded.
 */
export function exportScenario(snapshot: WorldSnapshot, options: ExportOptions = {}): Scenario {
  const { scenario, collections } = snapshot
  const applications = [...collections.applications].sort((a, b) => a.createdAt - b.createdAt)
  // The borrower the story is about: the first application's owner, else the signed-in one.
  const borrowerUuid =
    applications.find((app) => app.ownerUuid)?.ownerUuid ??
    collections.sessions.at(-1)?.borrowerUuid
  const borrower =
    collections.borrowers.find((candidate) => candidate.uuid === borrowerUuid) ??
    collections.borrowers[0]
  const profile = borrower ? profileSeed(snapshot, borrower.uuid, applications) : undefined
  const organisation = scenario.world.organisation ?? applications[0]?.organisation

  return {
    name: exportName(scenario.name),
    description: `The world of "${scenario.name}" as it stood at ${new Date(snapshot.clockNow).toISOString()} (simulated time).`,
    world: {
      ...(organisation ? { organisation } : {}),
      startTime: new Date(snapshot.clockNow).toISOString(),
      prices: Object.fromEntries(
        collections.prices.map((price) => [price.collateralType, price.valueOfOne]),
      ),
      borrower: borrower
        ? {
            // Signed in only while a session of theirs is still live on the simulated clock.
            signedIn: collections.sessions.some(
              (session) =>
                session.borrowerUuid === borrower.uuid &&
                snapshot.clockNow < session.issuedAt + SESSION_LIFETIME_MS,
            ),
            firstName: borrower.firstName,
            lastName: borrower.lastName,
            email: borrower.email,
            ...(profile ? { profile } : {}),
            ...(borrower.legacySignIn
              ? {
                  legacySignIn: {
                    password: borrower.legacySignIn.password,
                    ...(borrower.legacySignIn.twoFactorCode
                      ? { twoFactorCode: borrower.legacySignIn.twoFactorCode }
                      : {}),
                    passwordExpired: borrower.legacySignIn.passwordExpired,
                    // A lock cannot be written in a story: a locked account starts one wrong
                    // try short of it; a lock run out, afresh.
                    failedAttempts: Math.min(
                      lockoutAt(borrower.legacySignIn, snapshot.clockNow).failedAttempts,
                      LOCKOUT_TRIES - 1,
                    ),
                  },
                }
              : {}),
          }
        : null,
      applications: applications.map(applicationSeed),
    },
    decisions: scenario.decisions,
    faults: [...(options.faults ?? scenario.faults)],
    clockJumps: scenario.clockJumps,
  }
}
