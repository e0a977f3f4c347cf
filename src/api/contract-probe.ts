import type { DriftIssue } from '@contract/drift'

/**
 * The contract probe: a build of the app for a journey against live services, whose client
 * reports every answer that leaves the contract and goes on with it as it came, so one run
 * lists all the drift instead of stopping at the first. The replay runner gives the page the
 * function that collects the reports; without that function, or in any build but the probe's,
 * the client refuses such an answer as always.
 */

export interface ContractDriftReport {
  call: string
  method: string
  url: string
  status: number
  issues: DriftIssue[]
}

export type ReportContractDrift = (report: ContractDriftReport) => void

/** The name the replay runner gives the collecting function on the page. */
export const PROBE_REPORTER = '__reportContractDrift'

/** The page's collecting function in the probe build; null everywhere else. */
export function contractProbeReporter(): ReportContractDrift | null {
  if (!__CONTRACT_PROBE__) return null
  const reporter = (globalThis as Record<string, unknown>)[PROBE_REPORTER]
  return typeof reporter === 'function' ? (reporter as ReportContractDrift) : null
}
