import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServiceName } from '@contract/endpoint'
import { z } from '@contract/zod'
import { runtimeConfigSchema } from '@/config/runtime-config'
import { type CliOutput, finish, readArguments, usageError } from './command-line'
import { uncheckedCalls } from './contract-check/read-only-calls'
import { formatSummary, formatTable } from './contract-check/report'
import { type CheckRow, runContractCheck } from './contract-check/run-check'

/**
 * Live services held against the contract:
 *   CONTRACT_CHECK_TOKEN=... npm run contract:check -- --services https://staging.example [--app UUID]
 * Calls every read of the runtime configuration's services and parses each answer with the
 * zod schema the app parses it with; prints a table and exits 1 on drift.
 */

export type { CliOutput }

export const TOKEN_VARIABLE = 'CONTRACT_CHECK_TOKEN'

export const HELP = `Usage: ${TOKEN_VARIABLE}=<token> npm run contract:check -- --services <url> [options]

  --services <url>   Where the services are: each service's path from the runtime
                     configuration is put under this URL (an absolute service URL in the
                     configuration is used as it is).
  --app <uuid>       An application to read: its state, offers, final steps, documents and
                     collateral are checked only with one.
  --include-quotes   Also sends the POSTs that only quote: prices and rates, and offers on the
                     application given when it has none chosen yet (APP_START or OFFER_SELECT).
  --config <file>    The runtime configuration (default public/config.json).
  --org <code>       The organisation to read (default: the configuration's orgCode).

The token of a signed-in borrower is read from ${TOKEN_VARIABLE}, never from the command line;
without it the secure calls are listed as not checked. Nothing is written: every call is a GET
but the quotes. Exit codes: 0 every call made conforms, 1 drift or a service unreachable,
2 wrong arguments.`

export interface CheckArguments {
  services: string
  appUuid: string | null
  includeQuotes: boolean
  configPath: string
  orgCode: string | null
}

const OPTIONS = {
  services: { type: 'string' },
  app: { type: 'string' },
  'include-quotes': { type: 'boolean' },
  config: { type: 'string' },
  org: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export function parseArguments(argv: readonly string[]): CheckArguments | { error: string } {
  if (argv.some((arg) => arg === '--token' || arg.startsWith('--token='))) {
    return { error: `A token is never given on the command line: set ${TOKEN_VARIABLE}.` }
  }
  const parsed = readArguments(argv, OPTIONS)
  if ('error' in parsed) return parsed
  const { services, app, config, org } = parsed.values
  for (const [name, value] of [
    ['--services', services],
    ['--app', app],
    ['--config', config],
    ['--org', org],
  ] as const) {
    if (value === '') return { error: `${name} needs a value.` }
  }
  if (services === undefined) return { error: '--services <url> is required.' }
  try {
    new URL(services)
  } catch {
    return { error: `--services takes a URL, not "${services}".` }
  }
  return {
    services: services.replace(/\/+$/, ''),
    appUuid: app ?? null,
    includeQuotes: parsed.values['include-quotes'] ?? false,
    configPath: config ?? 'public/config.json',
    orgCode: org ?? null,
  }
}

/** Each service of the configuration under the base URL, or at its own absolute URL. */
export function serviceUrls(
  base: string,
  paths: Record<ServiceName, string>,
): Record<ServiceName, string> {
  return Object.fromEntries(
    Object.entries(paths).map(([name, path]) => [
      name,
      /^https?:\/\//.test(path) ? path.replace(/\/+$/, '') : `${base}${path.replace(/\/+$/, '')}`,
    ]),
  ) as Record<ServiceName, string>
}

export function exitCodeOf(rows: readonly CheckRow[]): 0 | 1 {
  return rows.some((row) => row.result === 'drift' || row.result === 'unreachable') ? 1 : 0
}

export async function runContractCheckCli(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Promise<CliOutput> {
  if (argv.includes('--help') || argv.includes('-h')) {
    return { stdout: HELP, stderr: '', exitCode: 0 }
  }
  const parsed = parseArguments(argv)
  if ('error' in parsed) return usageError(parsed.error, HELP)
  const config = z.safeParse(
    runtimeConfigSchema,
    JSON.parse(await readFile(parsed.configPath, 'utf8').catch(() => 'null')),
  )
  if (!config.success) {
    return {
      stdout: '',
      stderr: `${parsed.configPath} is not a runtime configuration: ${z.prettifyError(config.error)}`,
      exitCode: 2,
    }
  }
  const token = env[TOKEN_VARIABLE]?.trim() || null
  const rows = await runContractCheck({
    services: serviceUrls(parsed.services, config.data.services),
    orgCode: parsed.orgCode ?? config.data.orgCode,
    token,
    appUuid: parsed.appUuid,
    includeQuotes: parsed.includeQuotes,
  })
  const never = uncheckedCalls()
    .map((call) => `  ${call.id}: ${call.reason}`)
    .join('\n')
  const stdout = [
    `Contract check of ${parsed.services} (${parsed.orgCode ?? config.data.orgCode}${token ? ', with a token' : ', no token'}${parsed.appUuid ? `, application ${parsed.appUuid}` : ''})`,
    '',
    formatTable(rows),
    '',
    formatSummary(rows),
    '',
    'Never called by this check:',
    never,
  ].join('\n')
  return { stdout, stderr: '', exitCode: exitCodeOf(rows) }
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  finish(await runContractCheckCli(process.argv.slice(2)))
}
