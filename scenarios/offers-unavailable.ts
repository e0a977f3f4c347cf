import { defineScenario } from './scenario'

const OFFER_LOAD_FAILED = "We couldn't load your offer. Your entries are kept."

export const offersUnavailable = defineScenario({
  name: 'offers-unavailable',
  description: 'The offers service is down: every offer request answers 503.',
  faults: [
    {
      endpoint: 'requestOffers',
      status: 503,
      message: 'Offers are temporarily unavailable. Please try again later.',
    },
  ],
  // The failure, and what the borrower keeps: the page says so, the entries stay, and Try again
  // asks again (the service stays down in this story).
  replay: {
    path: 'start?state=CA',
    steps: [
      { kind: 'fill', label: 'Collateral amount', value: '1' },
      { kind: 'fill', label: 'Cash to borrow', value: '25,000' },
      { kind: 'expectText', text: OFFER_LOAD_FAILED, note: 'the offers service answered 503' },
      { kind: 'click', role: 'button', name: 'Try again', note: 'asked again' },
      { kind: 'expectText', text: OFFER_LOAD_FAILED, note: 'still down, the entries kept' },
    ],
  },
})
