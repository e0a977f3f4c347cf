import type { AdverseAction } from '@contract/applications'

/**
 * Why the simulated lender declines, as its adverse action notice states it (docs/decisions/0023).
 * The reasons are from Regulation B's sample notice (12 CFR 1002, appendix C); the simulation
 * holds no credit file, so each decline gives the same reasons every time, and a QA replay reads
 * the same notice.
 */

/** A decline on the soft credit pull: the report of a nationwide consumer reporting agency. */
export const DECLINED_ON_CREDIT_REPORT: AdverseAction = {
  reasons: [
    'Delinquent past or present credit obligations with others',
    'Number of recent inquiries on credit bureau report',
  ],
  consumerReportingAgency: {
    name: 'Experian',
    address: 'P.O. Box 2002, Allen, TX 75013',
    phone: '1-888-397-3742',
  },
}

/** A decline on identity verification: no consumer report was used. */
export const DECLINED_ON_IDENTITY: AdverseAction = {
  reasons: ['Unable to verify identity'],
  consumerReportingAgency: null,
}
