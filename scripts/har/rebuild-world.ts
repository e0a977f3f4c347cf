import type { Application } from '@contract/applications'
import type { FinalStepsDashboard } from '@contract/borrowers'
import type { Collateral } from '@contract/collateral'
import type { CoinType } from '@contract/common'
import { formerLenderFields } from '@contract/former-lender'
import type { Offer } from '@contract/pricing'
import type { Profile } from '@contract/profile'
import type { RefinanceApplication } from '@contract/refinance'
import type { FundedLoan } from '@contract/servicing'
import type { BrokerProfile } from '@contract/session'
import { homeAddressSeed, type Scenario } from '@scenarios/scenario'
import type { ApplicationSeed } from '@scenarios/story-parts'
import { capitalisedAmount, feeRuleFor } from '@/domain/pricing/origination-fee'
import { roundToCents } from '@/domain/pricing/rounding'
import { answersOf, type ContractCall, lastAnswer } from './match-contract'

/**
 * The world a recording starts from, rebuilt from the answers the services gave: the
 * organisation, the borrower and their profile, each application at its state and stage with
 * the offer it chose, its final-steps items and collateral, refinance loans and funded loans.
 * The answers are already scrubbed: every personal value here is a fake.
 */

type World = NonNullable<Scenario['world']>
type BorrowerSeed = NonNullable<World['borrower']>

/** How long after the story opens the recorded price is reached on a funded loan's path. */
export const PRICE_REACHED_AFTER_HOURS = 0.25

interface AppView {
  appUuid: string
  state: string
  stage: string
  offers: Offer[]
  selectedOffer: Offer | null
  refinance: RefinanceApplication | null
}

/** Every application the answers show, the latest word on each, in the order first seen. */
function applicationsSeen(calls: readonly ContractCall[]): Map<string, AppView> {
  const seen = new Map<string, AppView>()
  const update = (appUuid: string, change: Partial<AppView>) => {
    const known = seen.get(appUuid) ?? {
      appUuid,
      state: 'APP_START',
      stage: 'APPLYING',
      offers: [],
      selectedOffer: null,
      refinance: null,
    }
    seen.set(appUuid, { ...known, ...change })
  }
  for (const call of calls) {
    if (call.answer === null) continue
    const uuid = call.params.uuid ?? call.params.appUuid
    switch (call.endpoint.id) {
      case 'getApplication': {
        const app = call.answer as Application
        update(app.appUuid, {
          state: app.state,
          stage: app.stage,
          offers: app.offers,
          selectedOffer: app.selectedOffer,
        })
        break
      }
      case 'getApplicationState':
        if (uuid) update(uuid, call.answer as { state: string; stage: string })
        break
      case 'getUserApplications':
        for (const app of call.answer as { appUuid: string; state: string; stage: string }[]) {
          update(app.appUuid, { state: app.state, stage: app.stage })
        }
        break
      case 'getSelectedOffer':
        if (uuid) update(uuid, { selectedOffer: call.answer as Offer })
        break
      case 'listRefinanceApplications':
      case 'createRefinanceApplication':
        for (const app of (call.answer as { applications: RefinanceApplication[] }).applications) {
          update(app.appUuid, {
            state: app.state,
            stage: app.stage,
            offers: app.offers,
            selectedOffer: app.selectedOffer,
            refinance: app,
          })
        }
        break
    }
  }
  return seen
}

function residenceOf(
  offer: Offer | null,
  profile: Profile | undefined,
): ApplicationSeed['residence'] {
  if (offer?.state) return { state: offer.state }
  if (offer?.countryCode && offer.countryCode !== 'US') return { country: offer.countryCode }
  const home = profile?.addresses.find((address) => address.type === 'HOME')
  if (home?.country && home.country !== 'US') return { country: home.country }
  return { state: home?.state ?? 'CA' }
}

/**
 * The cash drawn on a loan of this balance: the balance less the origination fee its residence
 * charges (a percentage, possibly with a floor), the draw whose priced principal is the balance.
 */
export function cashDrawnFor(balance: number, residence: ApplicationSeed['residence']): number {
  const rule = feeRuleFor(residence)
  const percent = rule.kind === 'none' ? 0 : rule.percent
  const candidates = [
    roundToCents(balance / (1 + percent / 100)),
    roundToCents(balance / (1 + percent / 100) + 0.01),
    roundToCents(balance / (1 + percent / 100) - 0.01),
    rule.kind === 'percentWithFloor' ? roundToCents(balance - rule.floorUsd) : balance,
  ]
  return candidates.find((draw) => capitalisedAmount(draw, rule) === balance) ?? balance
}

/** The former lender's loans behind a refinance: the answers give their numbers and totals. */
function refinanceLoans(app: AppView) {
  const numbers = (app.refinance?.[formerLenderFields.loanNumbers] ?? []) as string[]
  const offer = app.selectedOffer ?? app.offers[0]
  if (!offer || numbers.length === 0) return null
  // Only the totals are known: each loan gets an equal share, which prices the same offers.
  return numbers.map((loanNumber) => ({
    loanNumber,
    coinType: offer.collateral.type,
    amount: offer.amount / numbers.length,
    coinQuantity: offer.collateralUnits / numbers.length,
  }))
}

export function rebuildWorld(calls: readonly ContractCall[], notes: string[]): World {
  const world: World = {}

  const orgCode =
    calls.find((call) => call.endpoint.id === 'getOrganisationInfo')?.params.orgCode ??
    lastAnswer<BrokerProfile>(calls, 'getBrokerProfile')?.organizationCode
  if (orgCode) world.organisation = orgCode

  const profile = lastAnswer<Profile>(calls, 'getProfile')
  const broker = lastAnswer<BrokerProfile>(calls, 'getBrokerProfile')
  const details = calls.filter((call) => call.endpoint.id === 'updateProfile').at(-1)?.exchange
    .requestBody as
    | { ssn?: string; governmentIssuedIdentifier?: { type: 'PASSPORT' | 'GIIN' } }
    | undefined
  const signedIn = calls.some((call) => call.exchange.signedIn && call.exchange.status < 400)
  if (signedIn || profile) {
    const name = profile?.name
    const borrower: BorrowerSeed = {
      signedIn,
      firstName: name?.firstName ?? 'Recorded',
      lastName: name?.lastName ?? 'Borrower',
      email: profile?.email || broker?.email || 'recorded.borrower@example.com',
    }
    if (!name) notes.push('No answer named the borrower: the story calls them Recorded Borrower.')
    const home = profile?.addresses.find((address) => address.type === 'HOME')
    const phone = profile?.phoneNumbers[0]?.number
    if (profile?.dob && home && phone) {
      borrower.profile = {
        dob: profile.dob,
        phone,
        homeAddress: homeAddressSeed(home),
        ...(details?.ssn ? { ssnLastFour: details.ssn.slice(-4) } : {}),
        ...(details?.governmentIssuedIdentifier
          ? { idKind: details.governmentIssuedIdentifier.type }
          : {}),
      }
    }
    world.borrower = borrower
  }

  const dashboards = new Map<string, FinalStepsDashboard>()
  for (const call of calls) {
    if (call.endpoint.id === 'getFinalStepsDashboard' && call.answer && call.params.uuid) {
      dashboards.set(call.params.uuid, call.answer as FinalStepsDashboard)
    }
  }
  const collaterals = new Map<string, Collateral>()
  for (const call of calls) {
    if (call.endpoint.id === 'getCollateral' && call.answer && call.params.uuid) {
      collaterals.set(call.params.uuid, call.answer as Collateral)
    }
  }

  const prices: Partial<Record<CoinType, number>> = {}
  for (const answer of answersOf<{ collateralType: CoinType; valueOfOne: number }[]>(
    calls,
    'getPrices',
  )) {
    for (const price of answer) prices[price.collateralType] = price.valueOfOne
  }
  for (const collateral of collaterals.values()) {
    prices[collateral.collateralPrice.type] = collateral.collateralPrice.valueOfOne
  }

  const loans = lastAnswer<{ loans: FundedLoan[] }>(calls, 'listFundedLoans')?.loans ?? []
  const pricePaths: NonNullable<World['pricePaths']> = {}

  const applications: ApplicationSeed[] = []
  for (const app of applicationsSeen(calls).values()) {
    const offer = app.selectedOffer ?? app.offers[0] ?? null
    const seed: ApplicationSeed = {
      state: app.state as ApplicationSeed['state'],
      stage: app.stage as ApplicationSeed['stage'],
      residence: residenceOf(offer, profile),
    }
    const refinance = app.refinance ? refinanceLoans(app) : null
    if (refinance) {
      seed.refinance = { loans: refinance }
      applications.push(seed)
      continue
    }
    const loan = loans.find((item) => item.appUuid === app.appUuid)
    if (offer) {
      seed.offerRequest = {
        requestedAmount: offer.drawAmount,
        collateralType: offer.collateral.type,
        coinQuantity: offer.collateralUnits,
      }
      seed.selectFirstOffer = app.selectedOffer !== null
    } else if (loan) {
      // The dashboard shows the balance (cash and capitalised fee): the cash is found back.
      seed.offerRequest = {
        requestedAmount: cashDrawnFor(loan.balance, seed.residence),
        collateralType: loan.collateral.type,
        coinQuantity: loan.collateral.coinQuantity,
      }
      seed.selectFirstOffer = true
      notes.push(
        'A funded loan was seen without its offer: its cash drawn is found from its balance and the fee rule of its residence.',
      )
    }
    if (loan && loan.originationLtv > 0) {
      // The loan was priced at origination at this price; the recording saw the coin at
      // valueOfOne, which the story reaches a quarter of an hour after it opens.
      const ltv = loan.originationLtv > 1 ? loan.originationLtv / 100 : loan.originationLtv
      const originPrice = Math.round(loan.balance / (ltv * loan.collateral.coinQuantity))
      prices[loan.collateral.type] = originPrice
      if (Math.abs(originPrice - loan.valueOfOne) > 0.005 * originPrice) {
        pricePaths[loan.collateral.type] = [
          { atHours: 0, price: originPrice },
          { atHours: PRICE_REACHED_AFTER_HOURS, price: loan.valueOfOne },
        ]
      }
    }
    const items = dashboards.get(app.appUuid)?.items ?? []
    const identity = items.find((item) => item.name === 'Verify Identity')?.status
    const disbursement = items.find((item) => item.name === 'Disbursement Account')?.status
    if (identity) seed.identity = identity
    if (disbursement) seed.disbursement = disbursement
    const collateral = collaterals.get(app.appUuid)
    if (collateral?.microDepositVerify?.borrowerOptIn) {
      seed.collateralPosting = { optedInAgoMs: 0 }
    }
    applications.push(seed)
  }
  if (applications.length > 0) world.applications = applications
  if (Object.keys(prices).length > 0) world.prices = prices
  if (Object.keys(pricePaths).length > 0) world.pricePaths = pricePaths

  const status = lastAnswer<{ loans: { profile: { isServicedViaApp: boolean } }[] }>(
    calls,
    'getLoanStatus',
  )
  if (status && status.loans.length > 0) {
    world.servicedLoans = status.loans.map((loan) => ({
      isServicedViaApp: loan.profile.isServicedViaApp,
    }))
  }
  return world
}

/** The applications seen, in the order the world lists them (for the steps' first application). */
export function applicationOrder(calls: readonly ContractCall[]): string[] {
  return [...applicationsSeen(calls).keys()]
}
