import type { AddressInfo } from 'node:net'
import type { RecordedCall, Scenario } from '@scenarios/scenario'
import { createSimServer } from '@sim/node/create-server'
import { WORLD_HEADER, WORLDS_PATH } from '@sim/node/world-routes'
import { idsNamed } from '../har/journal-calls'

/**
 * The replay of a story made from a tester's calls (its `calls`, from a world's journal): a sim
 * server started here, a world of the story made on it, and each call made again in order, as
 * the tester made it. Each answer must be the journal's: its status, and an application's state
 * where the journal's answer had one. The ids the journal's answers named stand, in later calls,
 * for those the new world named in their place; a signed-in call carries the session of the
 * replay's latest sign-in. Then the world's own journal must list the story's calls, in order.
 */

export interface CallsReplay {
  made: number
  /** What went otherwise than the journal, in order; none when the replay holds. */
  deviations: string[]
}

const named = (index: number, call: RecordedCall) =>
  `call ${index + 1} (${call.method} ${call.path.split('?')[0]})`

function replaced(text: string, ids: ReadonlyMap<string, string>): string {
  let out = text
  for (const [recorded, now] of ids) out = out.split(recorded).join(now)
  return out
}

export async function replayCalls(story: Scenario): Promise<CallsReplay> {
  const calls = story.calls ?? []
  const { server } = await createSimServer({ staticDir: '.' })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const deviations: string[] = []
  try {
    const made = await fetch(`${origin}${WORLDS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(story),
    })
    if (made.status !== 201) {
      return { made: 0, deviations: [`the story's world was refused: ${await made.text()}`] }
    }
    const { id: world } = (await made.json()) as { id: string }
    const ids = new Map<string, string>()
    let token: string | null = null
    for (const [index, call] of calls.entries()) {
      const headers: Record<string, string> = { [WORLD_HEADER]: world }
      if (call.body !== undefined) headers['content-type'] = 'application/json'
      if (call.signedIn && token) headers.authorization = `Bearer ${token}`
      const answer = await fetch(`${origin}${replaced(call.path, ids)}`, {
        method: call.method,
        headers,
        ...(call.body === undefined ? {} : { body: replaced(call.body, ids) }),
      }).catch(() => null)
      const status = answer?.status ?? 0
      const text = (await answer?.text()) ?? ''
      const parsed = (() => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          return undefined
        }
      })()
      const given = (parsed as { token?: unknown } | undefined)?.token
      if (typeof given === 'string' && status < 300) token = given
      const state = (parsed as { state?: unknown } | undefined)?.state
      if (status !== call.status) {
        deviations.push(`${named(index, call)} answered ${status}; the journal has ${call.status}`)
      } else if (call.state !== undefined && state !== call.state) {
        deviations.push(
          `${named(index, call)} answered the state ${String(state)}; the journal has ${call.state}`,
        )
      }
      const namedNow = idsNamed(parsed)
      for (const [at, recorded] of Object.entries(call.ids ?? {})) {
        const now = namedNow[at]
        if (now && !ids.has(recorded)) ids.set(recorded, now)
      }
    }
    // The world's own journal: the same calls, in the same order.
    const journal = await fetch(`${origin}${WORLDS_PATH}/${world}/journal`)
    const { calls: answered } = (await journal.json()) as {
      calls: { method: string; url: string }[]
    }
    const expected = calls.map((call) => `${call.method} ${replaced(call.path, ids)}`)
    const journaled = answered.map((entry) => {
      const url = new URL(entry.url)
      return `${entry.method} ${url.pathname}${url.search}`
    })
    if (JSON.stringify(journaled) !== JSON.stringify(expected)) {
      deviations.push(
        `the world's journal lists ${journaled.length} calls, not the story's ${expected.length} in order`,
      )
    }
    return { made: calls.length, deviations }
  } finally {
    await new Promise((resolve) => {
      server.closeAllConnections()
      server.close(resolve)
    })
  }
}
