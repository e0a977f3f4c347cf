/**
 * The three US consumer credit bureaus, where a borrower freezes, locks or thaws a credit file.
 * The specification names no bureau; these are each bureau's public freeze line and page.
 */
export interface CreditBureau {
  name: string
  /** E.164, for tel: links. */
  phone: string
  /** As people read and dial it. */
  phoneLabel: string
  url: string
  /** The address as shown, without the scheme. */
  urlLabel: string
}

export const CREDIT_BUREAUS: readonly CreditBureau[] = [
  {
    name: 'Equifax',
    phone: '+18882980045',
    phoneLabel: '1-888-298-0045',
    url: 'https://www.equifax.com/personal/credit-report-services/',
    urlLabel: 'equifax.com/personal/credit-report-services',
  },
  {
    name: 'Experian',
    phone: '+18883973742',
    phoneLabel: '1-888-397-3742',
    url: 'https://www.experian.com/freeze/',
    urlLabel: 'experian.com/freeze',
  },
  {
    name: 'TransUnion',
    phone: '+18889098872',
    phoneLabel: '1-888-909-8872',
    url: 'https://www.transunion.com/credit-freeze',
    urlLabel: 'transunion.com/credit-freeze',
  },
]
