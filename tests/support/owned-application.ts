import { startBackend } from './simulated-backend'

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

/**
 * A signed-in borrower's application at its agreements (a document to name), with a token per
 * caller and the path parameters that name it, for calls made by hand over the MSW server.
 */
export async function ownedApplication() {
  const backend = await startBackend('at-agreements')
  const { engine } = backend.simulation
  const ownerToken = backend.token.get()
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
  return { ...backend, tokens, params }
}

export type OwnedApplication = Awaited<ReturnType<typeof ownedApplication>>
