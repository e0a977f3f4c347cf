import {
  atAgreements,
  documentsUnavailable,
  internationalAtAgreements,
  renewalAtAgreements,
  signatureFails,
} from './agreements'
import {
  applicationExpiredAfter14Days,
  atCollateral,
  collateralLate,
  collateralNeverArrives,
  collateralOptedInNotFound,
  collateralPartial,
  fundingInProgress,
  fundsDisbursed,
  internationalMicroDeposit,
} from './collateral'
import { collateralReleaseScenarios } from './collateral-release'
import {
  atBorrowerDetails,
  creditFileFrozen,
  internationalAtDetails,
  loanAmountNotValid,
  softCreditDeclined,
  softCreditFrozen,
  softCreditLocked,
  softCreditNoMatch,
} from './details-and-credit'
import { disbursementScenarios } from './disbursement'
import {
  atNextSteps,
  identityUploadFails,
  kycInReview,
  nextStepsAgreementsReady,
} from './final-steps'
import { freshUsBorrower } from './fresh-us-borrower'
import { internationalHappyPath, usHappyPath } from './happy-paths'
import { internationalBorrower } from './international-borrower'
import { legacySignInScenarios } from './legacy-sign-in'
import { loanHealthScenarios } from './loan-health'
import { offersUnavailable } from './offers-unavailable'
import {
  bannerInfo,
  bannerWarnUpdated,
  servicedViaApp,
  telemetrySessionFails,
  wholesaleBrandForcesWeb,
} from './platform'
import { recordedStories } from './recorded-stories'
import { refinanceScenarios } from './refinance'
import { renewalAtDetails, renewalWithCollateralDue, renewalWithoutCollateralDue } from './renewals'
import { returningBorrower } from './returning-borrower'
import type { NamedScenario, Scenario } from './scenario'
import { shellAndErrorScenarios } from './shell-and-errors'
import { slowNetwork } from './slow-network'

/**
 * The story of happy-paths.ts is typed as a plain Scenario (its name any string), which would
 * widen every name of the catalogue to string; it is listed under the name it is written with,
 * and the catalogue fails to load if the two ever differ.
 */
function listedAs<const Name extends string>(name: Name, scenario: Scenario): NamedScenario<Name> {
  if (scenario.name !== name) {
    throw new Error(`The catalogue lists the story "${scenario.name}" as "${name}".`)
  }
  return scenario as NamedScenario<Name>
}

/**
 * Every named scenario, so a URL, a panel or a command line can pick one by name. Each keeps
 * its name as a literal type, from which `ScenarioName` is derived.
 */
export const scenarioCatalogue = [
  freshUsBorrower,
  internationalBorrower,
  offersUnavailable,
  returningBorrower,
  slowNetwork,
  atBorrowerDetails,
  internationalAtDetails,
  softCreditFrozen,
  creditFileFrozen,
  softCreditLocked,
  softCreditNoMatch,
  softCreditDeclined,
  loanAmountNotValid,
  atNextSteps,
  kycInReview,
  nextStepsAgreementsReady,
  identityUploadFails,
  ...disbursementScenarios,
  atCollateral,
  collateralPartial,
  collateralLate,
  collateralNeverArrives,
  collateralOptedInNotFound,
  fundingInProgress,
  fundsDisbursed,
  internationalMicroDeposit,
  applicationExpiredAfter14Days,
  renewalWithCollateralDue,
  renewalWithoutCollateralDue,
  renewalAtDetails,
  atAgreements,
  signatureFails,
  documentsUnavailable,
  renewalAtAgreements,
  internationalAtAgreements,
  bannerInfo,
  bannerWarnUpdated,
  servicedViaApp,
  wholesaleBrandForcesWeb,
  telemetrySessionFails,
  listedAs('us-happy-path', usHappyPath),
  listedAs('international-happy-path', internationalHappyPath),
  ...loanHealthScenarios,
  ...collateralReleaseScenarios,
  ...shellAndErrorScenarios,
  ...refinanceScenarios,
  ...legacySignInScenarios,
  // Stories written from recordings: listed, opened by URL and replayed as soon as written.
  ...recordedStories,
] as const satisfies readonly Scenario[]

/** The name of a story in the catalogue: a misspelt one is a type error. */
export type ScenarioName = (typeof scenarioCatalogue)[number]['name']

export const DEFAULT_SCENARIO_NAME = freshUsBorrower.name

export function findScenario(name: string): Scenario | undefined {
  return scenarioCatalogue.find((scenario) => scenario.name === name)
}
