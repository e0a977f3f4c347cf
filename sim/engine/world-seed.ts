import type { FinalStepStatus } from '@contract/borrowers'
import type { ApplicationState, Residence } from '@contract/common'
import { coinPriceFixtures } from '@fixtures/coin-prices'
import { countryFixtures } from '@fixtures/countries'
import { DEFAULT_ORG_CODE, organisationFixtures } from '@fixtures/organisations'
import { stateFixtures } from '@fixtures/states'
import type { ResolvedScenario } from '@scenarios/scenario'
import { seedBorrower } from '../borrower/borrower-seed'
import { AGREEMENTS_SIGNED } from '../borrower/final-steps'
import { seedCollateralPosting, seededCollateralDue } from '../collateral/collateral-posting'
import type { ApplicationStore } from '../core/application-store'
import type { EngineContext } from '../core/engine-context'
import type { BorrowerRecord } from '../core/models'
import type { StateMachine } from '../core/state-machine'
import type { AreaOperations } from './areas'

type WorldSeed = ResolvedScenario['world']
type ApplicationSeed = WorldSeed['applications'][number]
type SeedProfile = NonNullable<WorldSeed['borrower']>['profile']

interface Seeding {
  context: EngineContext
  areas: AreaOperations
  store: ApplicationStore
  machine: StateMachine
}

/**
 * Builds a scenario's starting world into an empty one: the reference data of the fixtures,
 * the borrower, then each application, taken through the areas' own operations up to where
 * the seed says its story stands.
 */
export async function seedWorld(seeding: Seeding, world: WorldSeed): Promise<void> {
  await seedReferenceData(seeding.context, world)
  const borrower = await seedBorrower(seeding.context, world)
  if (borrower && world.borrower?.signedIn) await seeding.areas.sessions.issueToken(borrower.uuid)
  for (const seed of world.applications) {
    await seedApplication(seeding, seed, {
      borrower,
      organisation: seed.organisation ?? world.organisation ?? DEFAULT_ORG_CODE,
      profile: world.borrower?.profile,
    })
  }
}

/** The lender's organisations, where it lends, and the coin prices (the scenario's, if set). */
async function seedReferenceData({ collections }: EngineContext, world: WorldSeed) {
  for (const organisation of organisationFixtures)
    await collections.organisations.create(organisation)
  for (const state of stateFixtures) await collections.states.create(state)
  for (const country of countryFixtures) await collections.countries.create(country)
  for (const [collateralType, valueOfOne] of Object.entries(coinPriceFixtures)) {
    await collections.prices.create({
      collateralType: collateralType as keyof typeof coinPriceFixtures,
      valueOfOne: world.prices[collateralType as keyof typeof coinPriceFixtures] ?? valueOfOne,
    })
  }
}

async function seedApplication(
  { context, areas, store, machine }: Seeding,
  seed: ApplicationSeed,
  owner: { borrower: BorrowerRecord | null; organisation: string; profile: SeedProfile },
) {
  const { borrower, profile } = owner
  const residence = seed.residence as Residence
  const { appUuid } = await areas.applications.createApplication(
    { organization: owner.organisation },
    borrower,
  )
  if (seed.offerRequest) {
    const offers = await areas.pricing.requestOffers(
      appUuid,
      { ...seed.offerRequest, ...residence },
      borrower,
    )
    const first = offers[0]
    if (seed.selectFirstOffer && first) {
      await areas.pricing.selectOffer(appUuid, first.uuid, borrower)
    }
  }
  if (seed.renewal) await areas.renewals.seedRenewal(appUuid, seed.renewal, residence)
  if (seed.refinance) await areas.refinance.seedRefinance(appUuid, seed.refinance)
  // The seed names where the story stands; earlier steps only filled in the data.
  const seeded = await store.updateApplication(store.findApplication(appUuid), (draft) => {
    draft.isRollForward = seed.isRollForward
    draft.progress.identity = seed.identity ?? identityAt(seed.state)
    seedCollateralPosting(draft.collateralPosting, seed.collateralPosting, context.clock.now())
    draft.collateral = seededCollateralDue(
      draft.collateral,
      draft.selectedOffer?.collateralUnits,
      seed.state,
    )
    if (seed.disbursement) draft.progress.disbursement = seed.disbursement
    if (profile && isPastDetails(seed.state)) draft.sourceOfIncome = profile.sourceOfIncome
  })
  await machine.seed(seeded, seed.state, seed.stage)
  if (seed.disbursement === 'COMPLETED' || AGREEMENTS_SIGNED.includes(seed.state)) {
    await areas.disbursement.seedDisbursementAccount(seeded)
  }
}

/** States a seed can name that come after the details step. */
function isPastDetails(state: ApplicationState): boolean {
  return ![
    'APP_START',
    'OFFER_SELECT',
    'ATTACH_PROFILE',
    'GEN_APP_DISCLOSURES',
    'BORROWER_DETAILS',
  ].includes(state)
}

/** Where Verify Identity stands in a seeded state, when the seed does not say. */
function identityAt(state: ApplicationState): FinalStepStatus {
  if (state === 'KYC_VERIFY') return 'IN_PROGRESS'
  // The lender asks for signatures only once the identity is verified.
  if (state === 'SIGN_DOCS' || AGREEMENTS_SIGNED.includes(state)) return 'COMPLETED'
  return 'NOT_STARTED'
}
