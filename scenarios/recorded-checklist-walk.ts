// Recorded from a HAR by `npm run scenario -- --from-har`.
import type { Scenario } from './scenario'

/**
 * Recorded from a session of the production app: an application at FINAL_STEPS / APPLYING, opening on first-application/next-steps, its 5 changes made again from their pages.
 * Personal data replaced with fakes: name 4, date of birth 1, email 1, phone 1, address 4, account number 1, routing number 1, wallet address 2.
 */
export default {
  name: 'recorded-checklist-walk',
  description:
    'Recorded from a session of the production app: an application at FINAL_STEPS / APPLYING, opening on first-application/next-steps, its 5 changes made again from their pages.',
  world: {
    organisation: 'MERIDIAN',
    borrower: {
      signedIn: true,
      firstName: 'Bernard',
      lastName: 'Emard',
      email: 'junius.kunze@example.com',
      profile: {
        dob: '1961-09-24',
        phone: '(731) 555-0161',
        homeAddress: {
          street1: '1082 W 6th Street',
          street2: 'Suite 440',
          city: 'Treutelville',
          state: 'CA',
          zip: '49948',
          country: 'US',
        },
      },
    },
    applications: [
      {
        state: 'FINAL_STEPS',
        stage: 'APPLYING',
        residence: {
          state: 'CA',
        },
        offerRequest: {
          requestedAmount: 25000,
          collateralType: 'BTC',
          coinQuantity: 1,
        },
        selectFirstOffer: true,
        identity: 'NOT_STARTED',
        disbursement: 'NOT_STARTED',
      },
    ],
  },
  decisions: {},
  replay: {
    path: 'first-application/next-steps',
    steps: [
      { kind: 'expectHeading', name: 'Final steps', note: 'the page the recording opened on' },
      { kind: 'click', role: 'button', name: 'Start Verify Identity' },
      { kind: 'expectPath', endsWith: '/identity' },
      { kind: 'select', label: 'ID type', option: "Driver's license" },
      { kind: 'upload' },
      { kind: 'click', role: 'button', name: 'Upload' },
      { kind: 'expectHeading', name: 'Final steps' },
      { kind: 'advanceClock', ms: 16000, note: 'the time the recording took' },
      { kind: 'reload' },
      { kind: 'expectHeading', name: 'Final steps' },
      { kind: 'click', role: 'button', name: 'Start Disbursement Account' },
      { kind: 'expectHeading', name: 'Disbursement account' },
      { kind: 'click', role: 'button', name: 'Manually Enter Information' },
      { kind: 'expectPath', endsWith: '/disbursement/manually-link' },
      { kind: 'fill', label: 'Routing number', value: '455476373' },
      { kind: 'fill', label: 'Account number', value: '094811200644' },
      { kind: 'fill', label: 'First name', value: 'Addison' },
      { kind: 'fill', label: 'Last name', value: 'Oberbrunner' },
      { kind: 'click', role: 'button', name: 'Continue' },
      { kind: 'click', role: 'button', name: 'Confirm' },
      { kind: 'expectHeading', name: 'Final steps' },
      { kind: 'advanceClock', ms: 5000, note: 'the time the recording took' },
      { kind: 'reload' },
      { kind: 'expectHeading', name: 'Final steps' },
      { kind: 'click', role: 'button', name: 'Start Review Agreements' },
      { kind: 'expectPath', endsWith: '/disclosures' },
      { kind: 'expectText', text: 'Document 1 of 3' },
      { kind: 'click', role: 'button', name: 'Agree' },
      { kind: 'expectText', text: 'Document 2 of 3' },
      { kind: 'click', role: 'button', name: 'Agree' },
      { kind: 'expectText', text: 'Document 3 of 3' },
      { kind: 'click', role: 'button', name: 'Agree' },
      { kind: 'expectHeading', name: 'Final steps' },
    ],
  },
} satisfies Scenario
