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
import { usHappyPath } from './happy-paths'
import { internationalBorrower } from './international-borrower'
import { loanHealthScenarios } from './loan-health'
import { offersUnavailable } from './offers-unavailable'
import {
  bannerInfo,
  bannerWarnUpdated,
  servicedViaApp,
  telemetrySessionFails,
  wholesaleBrandForcesWeb,
} from './platform'
import { refinanceScenarios } from './refinance'
import { renewalAtDetails, renewalWithCollateralDue, renewalWithoutCollateralDue } from './renewals'
import { returningBorrower } from './returning-borrower'
import type { Scenario } from './scenario'
import { shellAndErrorScenarios } from './shell-and-errors'
import { slowNetwork } from './slow-network'

/** Every named scenario, so a URL, a panel or a command line can pick one by name. */
export const scenarioCatalogue: readonly Scenario[] = [
  freshUsBorrower,
  internationalBorrower,
  offersUnavailable,
  returningBorrower,
  slowNetwork,
  atBorrowerDetails,
  internationalAtDetails,
  softCreditFrozen,
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
  usHappyPath,
  ...loanHealthScenarios,
  ...collateralReleaseScenarios,
  ...shellAndErrorScenarios,
  ...refinanceScenarios,
]

export const DEFAULT_SCENARIO_NAME = freshUsBorrower.name

export function findScenario(name: string): Scenario | undefined {
  return scenarioCatalogue.find((scenario) => scenario.name === name)
}
