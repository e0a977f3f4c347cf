import type { EndpointDefinition } from '@contract/endpoint'
import { ownedApplication } from '@tests/support/owned-application'
import { startOnStaticFolder } from '@tests/unit/sim/loopback-server'
import { afterAll, beforeAll, expect } from 'vitest'

/** The owned application on a server of its own; `stop` closes the server and removes its folder. */
export const startOwnedApplication = () =>
  startOnStaticFolder(ownedApplication, (world) => world.close())

export type StartedOwnedApplication = Awaited<ReturnType<typeof startOwnedApplication>>

/**
 * One owned application for all the file's tests, started before the first and stopped after the
 * last; the tests reach it through the function returned.
 */
export function ownedApplicationForTheFile(): () => StartedOwnedApplication {
  let world: StartedOwnedApplication | undefined
  beforeAll(async () => {
    world = await startOwnedApplication()
  })
  afterAll(() => world?.stop())
  return () => {
    if (!world) throw new Error('The owned application has not started')
    return world
  }
}

/** The call's path with the application's parameters put in; a name it has none for stays. */
export function pathOf(endpoint: EndpointDefinition, params: Record<string, string>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)
}

interface RowAnswer {
  status: number
  text: string
}

/**
 * Sends a table row's cases one after another, in order, and expects every answer to hold; a row
 * that fails lists each answer that did not as `case: status start-of-body`, all at once.
 */
export async function expectEveryAnswerToHold<Case>(
  cases: readonly Case[],
  send: (each: Case) => Promise<RowAnswer>,
  held: (each: Case, answer: RowAnswer) => boolean,
): Promise<void> {
  const wrong: string[] = []
  for (const each of cases) {
    const answer = await send(each)
    if (!held(each, answer)) {
      wrong.push(`${String(each)}: ${answer.status} ${answer.text.slice(0, 120)}`)
    }
  }
  expect(wrong).toEqual([])
}
