/**
 * Problems the app notices without a failed call (a deposit address that never opens) and
 * wants the lender to hear about (core-journey §8: "an error report is logged"). Reports go
 * to whoever listens: telemetry in a deployment, a test's own listener in tests. Nothing is
 * printed to the console, and a report carries no personal number.
 */
export interface ErrorReport {
  /** A stable name, e.g. 'collateral.deposit-address-missing'. */
  name: string
  /** Identifiers and facts only: an application id, a count, a time. */
  details: Readonly<Record<string, string | number | boolean | null>>
}

type Listener = (report: ErrorReport) => void

const listeners = new Set<Listener>()

export function reportError(report: ErrorReport): void {
  for (const listener of listeners) listener(report)
}

/** Listens to reports; answers the function that stops listening. */
export function onErrorReport(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
