import type { RowGuard } from './transition-row'

/** What kind of loan an application is for, as the transition rows of several areas ask. */

/** A renewal (roll forward) of a loan the lender already holds. */
export const isRenewal: RowGuard = (application) => application.isRollForward
/** A new loan: anything but a renewal (a refinance of a former lender's loan included). */
export const isNewLoan: RowGuard = (application) => !application.isRollForward
