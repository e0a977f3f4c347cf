import { type DriftIssue, driftOf, notJsonDrift } from '@contract/drift'
import { fillPath, REQUEST_MEDIA_TYPES, type ServiceName } from '@contract/endpoint'
import { serializeQuery } from '@/api/http-client'
import {
  type CheckContext,
  FRESH_APPLICATION_STATES,
  type Need,
  READ_ONLY_CALLS,
  type ReadOnlyCall,
} from './read-only-calls'

/**
 * Makes each read-only call against live services and holds its answer against the contract,
 * with zod, as the app's client does. It never writes: the only POSTs are the quotes, sent
 * when asked for, and asking for offers only on an application that has none chosen yet.
 */

export type CheckResult = 'conforms' | 'drift' | 'refused' | 'unreachable' | 'not checked'

export interface CheckRow {
  area: string
  call: string
  method: string
  status: number | null
  result: CheckResult
  /** Why a call was not checked, refused or unreachable. */
  note: string
  issues: DriftIssue[]
}

export interface CheckOptions {
  services: Record<ServiceName, string>
  orgCode: string
  token: string | null
  appUuid: string | null
  includeQuotes: boolean
  calls?: readonly ReadOnlyCall[]
  fetch?: typeof fetch
}

const NEED_REASONS: Record<Need, string> = {
  app: 'needs an application (--app UUID)',
  identity: "needs the borrower's identity, read from a conforming identity answer",
  document: 'needs a document, read from a conforming document list',
  'fresh-app': 'asks for offers only on an application with none chosen yet',
}

function unmet(call: ReadOnlyCall, options: CheckOptions, context: CheckContext): string | null {
  if (call.quote && !options.includeQuotes) return 'a quote (POST): sent with --include-quotes'
  if (call.endpoint.secure && !options.token) return 'needs a token (CONTRACT_CHECK_TOKEN)'
  for (const need of call.needs) {
    if (need === 'app' && !context.appUuid) return NEED_REASONS.app
    if (need === 'identity' && !context.identityUuid) return NEED_REASONS.identity
    if (need === 'document' && !context.docUuid) return NEED_REASONS.document
    if (need === 'fresh-app' && !FRESH_APPLICATION_STATES.includes(context.appState ?? '')) {
      return `${NEED_REASONS['fresh-app']} (state ${context.appState ?? 'unknown'})`
    }
  }
  return null
}

const ACCEPT = { json: 'application/json', pdf: 'application/pdf', text: 'text/plain', none: '*/*' }

async function checkCall(
  call: ReadOnlyCall,
  options: CheckOptions,
  context: CheckContext,
): Promise<{ row: CheckRow; payload: unknown }> {
  const { endpoint } = call
  const row: CheckRow = {
    area: call.area,
    call: endpoint.id,
    method: endpoint.method,
    status: null,
    result: 'not checked',
    note: '',
    issues: [],
  }
  const reason = unmet(call, options, context)
  if (reason) return { row: { ...row, note: reason }, payload: undefined }

  const path = fillPath(endpoint.path, call.params?.(context) ?? {})
  const url = `${options.services[endpoint.service]}${path}${serializeQuery(call.query?.(context) ?? {})}`
  const headers: Record<string, string> = { Accept: ACCEPT[endpoint.responseKind] }
  const mediaType = REQUEST_MEDIA_TYPES[endpoint.bodyKind]
  if (mediaType) headers['Content-Type'] = mediaType
  if (endpoint.secure && options.token) headers.Authorization = `Bearer ${options.token}`
  const body = call.body ? JSON.stringify(call.body(context)) : undefined

  let response: Response
  try {
    response = await (options.fetch ?? fetch)(url, { method: endpoint.method, headers, body })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error)
    return { row: { ...row, result: 'unreachable', note: cause }, payload: undefined }
  }
  row.status = response.status
  const contentType = response.headers.get('content-type') ?? ''
  if (!response.ok) {
    await response.body?.cancel()
    return {
      row: { ...row, result: 'refused', note: `answered ${response.status}` },
      payload: undefined,
    }
  }
  if (endpoint.responseKind === 'pdf') {
    await response.body?.cancel()
    const issues = contentType.includes('application/pdf')
      ? []
      : [{ path: '(body)', message: 'Expected a PDF', seen: contentType || '(no content type)' }]
    return { row: { ...row, result: issues.length ? 'drift' : 'conforms', issues }, payload: null }
  }
  const text = await response.text()
  if (!contentType.includes('json')) {
    return {
      row: { ...row, result: 'drift', issues: [notJsonDrift(contentType, text)] },
      payload: undefined,
    }
  }
  let payload: unknown
  try {
    payload = text === '' ? undefined : JSON.parse(text)
  } catch {
    return {
      row: { ...row, result: 'drift', issues: [notJsonDrift(`${contentType} (unparsable)`, text)] },
      payload: undefined,
    }
  }
  const issues = driftOf(endpoint.response, payload)
  return { row: { ...row, result: issues.length ? 'drift' : 'conforms', issues }, payload }
}

/** What later calls need, taken from an answer that conformed. */
function learn(context: CheckContext, call: ReadOnlyCall, payload: unknown): void {
  const value = payload as Record<string, unknown> | Record<string, unknown>[] | null
  switch (call.endpoint.id) {
    case 'getBrokerProfile':
    case 'getLegacyIdentity':
      context.identityUuid ??= String((value as Record<string, unknown>).uuid)
      break
    case 'getApplicationState':
      context.appState = String((value as Record<string, unknown>).state)
      break
    case 'listDocuments': {
      const first = (value as Record<string, unknown>[])[0]
      if (first) context.docUuid = String(first.uuid)
      break
    }
  }
}

export async function runContractCheck(options: CheckOptions): Promise<CheckRow[]> {
  const context: CheckContext = {
    orgCode: options.orgCode,
    appUuid: options.appUuid,
    identityUuid: null,
    docUuid: null,
    appState: null,
  }
  const rows: CheckRow[] = []
  for (const call of options.calls ?? READ_ONLY_CALLS) {
    const { row, payload } = await checkCall(call, options, context)
    if (row.result === 'conforms') learn(context, call, payload)
    rows.push(row)
  }
  return rows
}
