import type { LoanDocumentRecord } from './loan-document-record'

/** What each loan document is called and says it is, in the list and on its first page. */

export type LoanDocumentKind = LoanDocumentRecord['kind']

export interface LoanDocumentText {
  name: string
  description: string
}

export const loanDocumentTexts: Readonly<Record<LoanDocumentKind, LoanDocumentText>> = {
  LOAN_AND_SECURITY_AGREEMENT: {
    name: 'Loan and Security Agreement',
    description: 'The terms of your loan and the collateral that secures it.',
  },
  TRUTH_IN_LENDING: {
    name: 'Truth in Lending Disclosure',
    description: 'The cost of your loan: amount financed, interest rate, APR and payments.',
  },
  COLLATERAL_CUSTODY: {
    name: 'Collateral Custody Agreement',
    description: 'How your collateral is held while the loan is outstanding.',
  },
  ADVERSE_ACTION_NOTICE: {
    name: 'Adverse Action Notice',
    description: 'Our decision on your application, and your rights as an applicant.',
  },
}
