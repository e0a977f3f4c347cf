/** Every loan runs 12 months (core-journey §9). */
export const LOAN_TERM_MONTHS = 12
