import type { Offer } from '@contract/pricing'
import type { Exchange } from '@tests/support/har-builder'

/**
 * A made-up recorded session: a signed-in borrower opens her application's release page and
 * gives a return address the lender refuses. Every personal value is invented for the tests.
 */

export const APP = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0'
export const BORROWER_UUID = 'aa11bb22-cc33-4d44-8e55-ff6677889900'
export const TOKEN = 'eyJmYWtlIjoidG9rZW4ifQ.recorded-token-for-tests'
export const PERSONAL = {
  firstName: 'Marisol',
  lastName: 'Quintanilla',
  email: 'marisol.quintanilla@example.org',
  dob: '1979-11-23',
  phone: '(503) 555-0188',
  street1: '77 Alder Way',
  street2: 'Unit 9',
  city: 'Bend',
  zip: '97701',
  depositAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  returnAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  accountNumberMask: '4417',
} as const

export const offer: Offer = {
  uuid: '11111111-2222-4333-8444-555555555555',
  drawAmount: 25_000,
  amount: 25_250,
  term: 12,
  ltv: 0.2596,
  originationFee: 1,
  originationFeeAmount: 250,
  interestRate: 8.91,
  annualPercentageRate: 10.12,
  estimatedMonthlyPayment: 2_203.45,
  collateralUnits: 1,
  minCollateralUnits: 0.5,
  collateral: { type: 'BTC' },
  postTopUpLoanToValue: null,
  celsiusTopUpRequired: false,
  countryCode: 'US',
  state: 'OR',
  collateralReuseConsent: null,
  collateralAmount: 97_250,
}

const profile = {
  uuid: BORROWER_UUID,
  name: { firstName: PERSONAL.firstName, lastName: PERSONAL.lastName, suffix: null },
  dob: PERSONAL.dob,
  email: PERSONAL.email,
  hasSsn: true,
  addresses: [
    {
      type: 'HOME',
      street1: PERSONAL.street1,
      street2: PERSONAL.street2,
      city: PERSONAL.city,
      state: 'OR',
      zip: PERSONAL.zip,
      country: 'US',
    },
  ],
  phoneNumbers: [{ number: PERSONAL.phone }],
  countryOfDomicile: 'US',
}

const collateral = {
  wallet: {
    depositAddress: PERSONAL.depositAddress,
    currentTotalCoinBalance: { coinQuantity: 1, type: 'BTC' },
    transactions: [],
  },
  requiredCoinAmount: { coinQuantity: 1, type: 'BTC' },
  remainingCoinAmountDue: { coinQuantity: 0, type: 'BTC' },
  collateralPrice: { type: 'BTC', valueOfOne: 97_250 },
  microDepositVerify: null,
  collateralReleaseRequest: null,
  collateralReleaseResponses: [],
  readyForRelease: true,
}

/** The recorded application as the lender answered it, in a state and stage of the recording. */
export const recordedApplication = (state: string, stage: string) => ({
  appUuid: APP,
  state,
  stage,
  isInternational: false,
  isRollForward: false,
  isCelsiusRefi: false,
  selectedOffer: offer,
  offers: [offer],
  collateral: null,
  rollForwardLoanDetails: null,
})

export const releaseRefused: Exchange[] = [
  { url: `/account/crypto-backed-loan/${APP}/collateral-release`, page: true },
  { url: '/account/crypto-backed-loan/config.json', answer: { orgCode: 'MERIDIAN' } },
  { url: '/content/organizations/MERIDIAN', answer: { nonsense: true } },
  { url: '/service-profile/profile', token: TOKEN, answer: profile },
  {
    url: `/service-cryptopl-leap/secure/api/v1/applications/${APP}`,
    token: TOKEN,
    answer: recordedApplication('COMPLETE', 'COLLATERAL_RELEASE'),
  },
  {
    url: `/service-cryptopl-leap/secure/api/v1/applications/${APP}/final-steps-dashboard`,
    token: TOKEN,
    answer: {
      status: 'COMPLETED',
      items: [
        { name: 'Verify Identity', status: 'COMPLETED' },
        { name: 'Disbursement Account', status: 'COMPLETED' },
      ],
    },
  },
  {
    url: '/service-authlink/api/v1/auth/items',
    token: TOKEN,
    answer: [
      {
        itemUuid: 'item-1',
        institution: { name: 'First Example Bank' },
        status: 'PENDING_VERIFICATION',
        accounts: [
          {
            id: 'acc-1',
            name: 'Checking',
            officialName: null,
            accountType: 'depository',
            accountNumberMask: PERSONAL.accountNumberMask,
          },
        ],
      },
    ],
  },
  {
    url: `/service-cryptopl-leap/secure/api/v1/applications/${APP}/collateral`,
    token: TOKEN,
    answer: collateral,
  },
  { url: '/service-cryptopl-leap/secure/api/v1/unheard-of', token: TOKEN, answer: {} },
  // Files the page loaded from elsewhere are not calls: never reported as unknown ones.
  { url: '/fonts/inter.css', file: 'stylesheet', mimeType: 'text/css', answerText: 'body{}' },
  { url: '/cdn/widget.js', file: 'script', mimeType: 'text/javascript', answerText: 'void 0' },
  {
    url: `/service-cryptopl-leap/secure/api/v1/applications/${APP}/borrowers/${BORROWER_UUID}/download-document/doc-1`,
    token: TOKEN,
    mimeType: 'application/pdf',
    answerText: `%PDF-1.7 Loan agreement of ${PERSONAL.firstName} ${PERSONAL.lastName}`,
  },
  {
    method: 'POST',
    url: `/service-cryptopl-leap/secure/api/v1/applications/${APP}/collateral/release`,
    token: TOKEN,
    body: { returnAddress: PERSONAL.returnAddress },
    status: 400,
    answer: {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The return address is not a valid BTC address',
      errorCode: 'INVALID_RETURN_ADDRESS',
    },
  },
]
