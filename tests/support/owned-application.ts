import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ServiceName } from '@contract/endpoint'
import { createSimServer } from '@sim/node/create-server'
import { SHIPPED_SERVICE_PATHS } from '@sim/service-urls'

/** The callers of an application's calls, from nobody to its owner. */
export const CALLERS = [
  'none',
  'garbage',
  'forged',
  'signed out',
  'another borrower',
  'owner',
] as const
export type Caller = (typeof CALLERS)[number]

/** A folder with the one file the simulation server needs to start: an app page. */
export async function staticFolder() {
  const root = await mkdtemp(join(tmpdir(), 'owned-application-'))
  await mkdir(join(root, 'dist'))
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>app</title>')
  return { dir: join(root, 'dist'), remove: () => rm(root, { recursive: true, force: true }) }
}

/**
 * The simulation server (`npm run sim:server`) on 127.0.0.1 with a signed-in borrower's
 * application at its agreements (a document to name), a token per caller and the path
 * parameters that name it: for calls made by hand over real HTTP.
 */
export async function ownedApplication(staticDir: string) {
  const { server, simulation } = await createSimServer({ staticDir, scenario: 'at-agreements' })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { engine } = simulation
  const ownerToken = engine.currentToken()
  const owner = engine.authenticate(ownerToken)
  const [application] = engine.collections.applications.all()
  if (!owner || !ownerToken || application?.ownerUuid !== owner.uuid) {
    throw new Error('Expected a signed-in borrower owning the application')
  }
  const [document] = await engine.listDocuments(application.appUuid, owner.uuid, owner)
  const ended = await engine.issueToken(owner.uuid)
  engine.endSession(ended)
  const other = await engine.signInWithEmail({ email: 'someone.else@example.com' })
  // One character of the signed part changed: the owner claimed without the key.
  const [header, payload, signature = ''] = ownerToken.split('.')
  const forged = `${header}.${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
  const tokens: Record<Caller, string | null> = {
    none: null,
    garbage: 'not-a-token',
    forged,
    'signed out': ended,
    'another borrower': other.token,
    owner: ownerToken,
  }
  const params: Record<string, string> = {
    uuid: application.appUuid,
    appUuid: application.appUuid,
    identityUuid: owner.uuid,
    docUuid: document?.uuid ?? 'no-document',
  }
  return {
    simulation,
    tokens,
    params,
    /** Where a service's calls go on this server. */
    base: (service: ServiceName) => `${origin}${SHIPPED_SERVICE_PATHS[service]}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

export type OwnedApplication = Awaited<ReturnType<typeof ownedApplication>>
