import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { createSimulation, type Simulation } from '../create-simulation'
import { servicesAt } from '../service-urls'
import { createSimServer } from './create-server'

/**
 * A warm simulated backend ready to answer the offers call as fast as it can: what `npm run
 * bench` measures. In this Node process through the handlers, or over HTTP through the sim
 * server; with one application, or with a world grown to many. No latency, no persistence.
 */
const ORIGIN = 'http://bench.internal'

export interface OffersBenchmarkOptions {
  /** Over HTTP through the sim server, or through the handlers in this process. */
  over?: 'process' | 'http'
  /** Applications in the world besides the one priced (a lender's busy day). */
  otherApplications?: number
}

async function grow(simulation: Simulation, count: number) {
  for (let made = 0; made < count; made++) {
    await simulation.engine.createApplication({ organization: 'MERIDIAN' })
  }
}

export async function offersBenchmark(options: OffersBenchmarkOptions = {}) {
  let send: (path: string, body: unknown) => Promise<Response | undefined>
  let close = async () => {}
  let simulation: Simulation
  const lending = (services: Record<string, string>) => services.lending as string
  if (options.over === 'http') {
    const host = await createSimServer({ staticDir: '.' })
    simulation = host.simulation
    await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`
    const base = lending(servicesAt(origin))
    send = (path, body) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    close = () => new Promise((resolve) => host.server.close(() => resolve()))
  } else {
    const services = servicesAt(ORIGIN)
    const inProcess = await createSimulation({ services, persistence: null })
    simulation = inProcess
    send = (path, body) =>
      getResponse(
        inProcess.handlers,
        new Request(`${lending(services)}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
  }
  await grow(simulation, options.otherApplications ?? 0)
  const created = await send('/insecure/api/v1/applications/create', { organization: 'MERIDIAN' })
  if (!created?.ok) throw new Error(`Creating the application answered ${created?.status}`)
  const { appUuid } = (await created.json()) as { appUuid: string }
  let amount = 20_000
  return {
    /** One offers request; the amount varies so nothing can be answered from a cache. */
    async requestOffers() {
      amount = amount >= 40_000 ? 20_000 : amount + 1
      const response = await send(`/insecure/api/v2/applications/${appUuid}/offers`, {
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
    close,
  }
}
