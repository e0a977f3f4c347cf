import { defineScenario } from './scenario'

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
})
