import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import type { ResolvedScenario } from '@scenarios/scenario'
import { BASE_PATH, staticFiles } from '@sim/node/static-files'
import { build } from 'vite'
import { type ContractDriftReport, PROBE_REPORTER } from '@/api/contract-probe'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium'
import { formatTable } from '../contract-check/report'
import type { CheckRow } from '../contract-check/run-check'
import { formatReplay } from './replay-report'
import { replayScenario } from './replay-scenario'

/**
 * A story's journey against live services, in passive mode:
 *   npm run scenario -- NAME --services https://staging.example --allow-writes
 * The app is built as the contract probe (vite mode contract-probe: the production app whose
 * client reports answers that leave the contract and goes on with them) and served on this
 * machine, every other path passed to the services, so the page, its sign-in and its calls
 * share one origin. The story's steps run in Chromium; every answer that left the contract is
 * listed in the contract check's table. The services must hold the world the story starts
 * from (a story that opens on a fresh visitor needs nothing); steps that move the simulated
 * clock cannot run against live services.
 */

export const LIVE_SERVICES_CONFIG = 'scenarios/live-services.json'

/** Why a journey may not run against these services, or null when it may. */
export function refuseLiveRun(
  services: string,
  allowWrites: boolean,
  allowedHosts: readonly string[],
): string | null {
  let url: URL
  try {
    url = new URL(services)
  } catch {
    return `--services takes a URL, not "${services}".`
  }
  if (!allowWrites) {
    return 'A journey writes: it creates applications and sends personal data. Add --allow-writes to replay it against live services.'
  }
  if (!allowedHosts.includes(url.hostname)) {
    return `${url.hostname} is not on the allow-list in ${LIVE_SERVICES_CONFIG} (${allowedHosts.join(', ')}): a journey is replayed only against the test environments listed there.`
  }
  return null
}

export function readAllowedHosts(file = LIVE_SERVICES_CONFIG): string[] {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { allowedHosts?: unknown }
  return Array.isArray(config.allowedHosts) ? config.allowedHosts.map(String) : []
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding'])

async function proxy(target: string, incoming: IncomingMessage, outgoing: ServerResponse) {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = Object.fromEntries(
    Object.entries(incoming.headers).filter(
      ([name, value]) => !HOP_HEADERS.has(name) && typeof value === 'string',
    ),
  ) as Record<string, string>
  try {
    const answer = await fetch(new URL(incoming.url ?? '/', target), {
      method: incoming.method,
      headers,
      body: chunks.length > 0 ? (Buffer.concat(chunks) as unknown as BodyInit) : undefined,
      redirect: 'manual',
    })
    const passed: Record<string, string> = {}
    answer.headers.forEach((value, name) => {
      if (name !== 'content-encoding' && name !== 'content-length') passed[name] = value
    })
    outgoing.writeHead(answer.status, passed)
    outgoing.end(Buffer.from(await answer.arrayBuffer()))
  } catch (error) {
    outgoing.writeHead(502, { 'Content-Type': 'text/plain' })
    outgoing.end(`${target} could not be reached: ${String(error)}`)
  }
}

/** The probe build's files under the app's path; everything else is the services'. */
export function liveHost(buildDir: string, services: string): Server {
  const app = staticFiles(buildDir, { watch: false })
  const inBuild = (pathname: string) => {
    const file = join(buildDir, decodeURIComponent(pathname.slice(BASE_PATH.length)))
    return existsSync(file) && statSync(file).isFile()
  }
  return createServer((incoming, outgoing) => {
    const { pathname } = new URL(incoming.url ?? '/', 'http://live.internal')
    const reading = incoming.method === 'GET' || incoming.method === 'HEAD'
    const appRoute = pathname.startsWith(BASE_PATH) && !/\.[a-z0-9]+$/i.test(pathname)
    if (reading && pathname.startsWith(BASE_PATH) && (inBuild(pathname) || appRoute)) {
      app(incoming, outgoing)
    } else {
      void proxy(services, incoming, outgoing)
    }
  })
}

/** The probe's reports as the contract check's rows: one per call and answer. */
export function driftRows(reports: readonly ContractDriftReport[]): CheckRow[] {
  return reports.map((report) => ({
    area: new URL(report.url, 'http://page.local').pathname,
    call: report.call,
    method: report.method,
    status: report.status,
    result: 'drift',
    note: '',
    issues: report.issues,
  }))
}

export async function replayAgainstLiveServices(
  scenario: ResolvedScenario,
  services: string,
): Promise<{ stdout: string; exitCode: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'contract-probe-'))
  await build({ mode: 'contract-probe', logLevel: 'error', build: { outDir, emptyOutDir: true } })
  // The host reads the build's folder once: built first.
  const host = liveHost(outDir, services.replace(/\/+$/, ''))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    await new Promise<void>((done) =>
      host.listen(Number(process.env.LIVE_REPLAY_PORT ?? 0), '127.0.0.1', done),
    )
    const { port } = host.address() as AddressInfo
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}${BASE_PATH}` })
    const reports: ContractDriftReport[] = []
    await context.exposeFunction(PROBE_REPORTER, (report: ContractDriftReport) => {
      reports.push(report)
    })
    const result = await replayScenario(
      await context.newPage(),
      scenario,
      resolve('scenario-replays'),
    )
    await context.close()
    const lines = [
      `${scenario.name} against ${services} (the contract probe: answers that leave the contract are listed, not refused)`,
      '',
      formatReplay(result),
      '',
      reports.length === 0
        ? 'Every answer of the journey conformed to the contract.'
        : `${reports.length} answer${reports.length === 1 ? '' : 's'} left the contract:\n\n${formatTable(driftRows(reports))}`,
    ]
    return { stdout: lines.join('\n'), exitCode: result.ok && reports.length === 0 ? 0 : 1 }
  } finally {
    await browser.close()
    await new Promise((done) => host.close(done))
    rmSync(outDir, { recursive: true, force: true })
    rmSync(`${outDir}-maps`, { recursive: true, force: true })
  }
}
