import { getFeatureDecision } from '@contract/features'
import { type Audience, brokerLogin, brokerLogout } from '@contract/session'
import type { AppServices } from '@/api/services-context'
import { afterSignInPath } from '@/domain/login-redirect'
import { readStored, writeStored } from '@/lib/storage'

/**
 * Signing in and out (refinance-release-shell.md §4, §7). Login first asks whether this visitor
 * goes through the identity broker; if so the broker's login answers a redirect, which the
 * browser follows; otherwise the legacy /auth/login page. The state nonce is kept with the path
 * to come back to, which obeys the redirect rule.
 */

/**
 * The application names the broker knows each audience by (refinance-release-shell.md §1, §7):
 * borrowers sign in as customers; agents and portfolio managers as agents.
 */
export const BROKER_APPLICATION_NAMES: Record<Audience, string> = {
  customer: 'crypto-backed-loan-customer',
  agent: 'crypto-backed-loan-agent',
}
/** The feature decision that sends sign-in through the identity broker. */
export const IDENTITY_BROKER_EXPERIMENT = 'identity-broker'
/** The same decision for agents and portfolio managers (refinance-release-shell.md §7). */
export const PORTFOLIO_MANAGER_EXPERIMENT = 'portfolio-manager'

/** The experiment that decides whether an audience signs in through the broker. */
export function brokerExperimentFor(audience: Audience): string {
  return audience === 'agent' ? PORTFOLIO_MANAGER_EXPERIMENT : IDENTITY_BROKER_EXPERIMENT
}

export type LoginStart = { kind: 'broker'; redirect: string } | { kind: 'legacy' }

function trackerId(): string {
  const known = readStored('trackerId')
  if (known) return known
  const created = crypto.randomUUID()
  writeStored('trackerId', created)
  return created
}

async function usesIdentityBroker(
  services: AppServices,
  tracker: string,
  audience: Audience,
): Promise<boolean> {
  const { flagEnabled } = await services.http.call(getFeatureDecision, {
    body: {
      experimentKey: brokerExperimentFor(audience),
      ignoreIdentify: true,
      optimizeUser: { attributes: { organization: services.config.orgCode, trackerId: tracker } },
    },
  })
  return flagEnabled
}

/**
 * Works out where sign-in happens for `returnPath` and, for the broker, asks it where to go.
 * The caller follows the answer (a full-page redirect, or the legacy page).
 */
export async function startLogin(
  services: AppServices,
  returnPath: string,
  audience: Audience = 'customer',
): Promise<LoginStart> {
  const tracker = trackerId()
  if (!(await usesIdentityBroker(services, tracker, audience))) return { kind: 'legacy' }
  const state = crypto.randomUUID()
  const back = afterSignInPath(returnPath)
  writeStored('pendingLogin', { state, returnPath: back })
  const { redirect } = await services.http.call(brokerLogin, {
    params: { audience },
    query: { telemetryTrackingId: tracker, state, returnTo: back },
    headers: {
      'X-Auth0-Application-Name': BROKER_APPLICATION_NAMES[audience],
      'X-Org': services.config.orgCode,
    },
  })
  return { kind: 'broker', redirect }
}

/**
 * Ends the broker session. Answers where to go next: the broker's redirect, or null when the
 * logout call failed (the caller then shows the legacy login page, as §4 says).
 */
export async function endBrokerSession(
  services: AppServices,
  audience: Audience = 'customer',
): Promise<string | null> {
  try {
    const { redirect } = await services.http.call(brokerLogout, {
      params: { audience },
      headers: { 'X-Auth0-Application-Name': BROKER_APPLICATION_NAMES[audience] },
    })
    return redirect
  } catch {
    return null
  }
}
