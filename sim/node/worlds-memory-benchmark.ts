import type { AddressInfo } from 'node:net'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { getUserApplications } from '@contract/applications'
import { findScenario } from '@scenarios/scenario-catalogue'
import { SHIPPED_SERVICE_PATHS } from '../service-urls'
import { SIMULATED_SIGN_IN_CALL } from '../session/simulated-sign-in'
import { createSimServer } from './create-server'
import { WORLD_HEADER, WORLDS_PATH } from './world-routes'

/**
 * What a world costs the sim server in memory: worlds made over HTTP as testers make them, each
 * signed into and read a few times (so its journal holds calls), the process's memory measured
 * after a full garbage collection before and after. What `npm run bench` prints as memory per
 * world and worlds per GB (docs/benchmarks.md).
 */

export interface WorldsMemoryResult {
  worlds: number
  stories: readonly string[]
  /** Heap and external memory after a full collection, per world. */
  bytesPerWorld: number
  readsPerWorld: number
  worldsPerGiB: number
}

/** A full collection now: the figures then hold only what the worlds keep. */
function collector(): () => void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  return () => {
    gc()
    gc()
  }
}

const WARM_UP_WORLDS = 20

const held = () => {
  const memory = process.memoryUsage()
  return memory.heapUsed + memory.external
}

export async function worldsMemoryBenchmark({
  worlds = 40,
  stories = ['at-collateral', 'at-agreements', 'funded-loan', 'us-happy-path'],
  readsPerWorld = 5,
}: {
  worlds?: number
  stories?: readonly string[]
  readsPerWorld?: number
} = {}): Promise<WorldsMemoryResult> {
  const collect = collector()
  const { server } = await createSimServer({
    staticDir: '.',
    worlds: { maxWorlds: WARM_UP_WORLDS + worlds },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  try {
    const make = async (index: number) => {
      const story = stories[index % stories.length] as string
      const made = await post(WORLDS_PATH, { story })
      const { id } = (await made.json()) as { id: string }
      const inWorld = { [WORLD_HEADER]: id }
      const signIn = `${SHIPPED_SERVICE_PATHS.identityBroker}${SIMULATED_SIGN_IN_CALL}`
      const email = findScenario(story)?.world?.borrower?.email ?? 'dana.whitfield@example.com'
      const signedIn = await post(signIn, { email }, inWorld)
      const { token } = (await signedIn.json()) as { token?: string }
      for (let read = 0; read < readsPerWorld; read++) {
        const apps = await fetch(
          `${origin}${SHIPPED_SERVICE_PATHS.lending}${getUserApplications.path}`,
          {
            headers: { ...inWorld, authorization: `Bearer ${token ?? ''}` },
          },
        )
        await apps.arrayBuffer()
      }
    }
    // Worlds made first and kept: the code and caches every world shares are in place before
    // the count, which then holds only what each further world adds.
    for (let index = 0; index < WARM_UP_WORLDS; index++) await make(index)
    collect()
    const before = held()
    for (let index = 0; index < worlds; index++) await make(index)
    collect()
    const after = held()
    const bytesPerWorld = (after - before) / worlds
    return {
      worlds,
      stories,
      bytesPerWorld,
      readsPerWorld,
      worldsPerGiB: Math.floor(2 ** 30 / Math.max(bytesPerWorld, 1)),
    }
  } finally {
    await new Promise((resolve) => {
      server.closeAllConnections()
      server.close(resolve)
    })
  }
}
