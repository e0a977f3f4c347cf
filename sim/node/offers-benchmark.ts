import { getResponse } from 'msw'
import { createSimulation } from '../create-simulation'
import { servicesAt } from '../service-urls'

/**
 * A warm simulated backend in this Node process with one application, ready to answer the
 * offers call as fast as it can: what `npm run bench` measures. No latency, no persistence.
 */
const ORIGIN = 'http://bench.internal'
const services = servicesAt(ORIGIN)

export async function offersBenchmark() {
  const simulation = await createSimulation({ services, persistence: null })
  const post = (path: string, body: unknown) =>
    getResponse(
      simulation.handlers,
      new Request(`${services.lending}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
  const created = await post('/insecure/api/v1/applications/create', { organization: 'MERIDIAN' })
  if (!created?.ok) throw new Error(`Creating the application answered ${created?.status}`)
  const { appUuid } = (await created.json()) as { appUuid: string }
  let amount = 20_000
  return {
    /** One offers request; the amount varies so nothing can be answered from a cache. */
    async requestOffers() {
      amount = amount >= 40_000 ? 20_000 : amount + 1
      const response = await post(`/insecure/api/v2/applications/${appUuid}/offers`, {
        requestedAmount: amount,
        collateralType: 'BTC',
        coinQuantity: 1,
        state: 'CA',
      })
      if (response?.status !== 200) {
        throw new Error(`Offers answered ${response?.status}: ${await response?.text()}`)
      }
      await response.json()
    },
    async close() {},
  }
}
