import type { NextStep } from './next-step'

/**
 * Web or mobile app (core-journey §1, §6): a borrower whose loan is serviced through the mobile
 * app is asked to go on there, unless the web is forced, by the forceWeb flag or by a wholesale
 * (broker) configuration. Only where a journey starts on the web (the details form, or a renewal's
 * offer): a borrower already past them finishes where they are.
 */

export type ServicingChannel = 'web' | 'mobile-app'

export interface ServicingFacts {
  /** Where the application would go next on the web. */
  nextStep: NextStep
  /** The borrower's loans as the servicer reports them; null while unknown or unreadable. */
  loans: readonly { profile: { isServicedViaApp: boolean } }[] | null
  /** The forceWeb flag was given. */
  forceWeb: boolean
  /** The organisation is wholesale, or the borrower signed in as a broker. */
  wholesale: boolean
}

/** Steps where a journey starts on the web, and so where the mobile app is offered instead. */
export const JOURNEY_START_STEPS: readonly NextStep[] = ['details', 'renew']

/** Whether the servicer needs asking at all: the answer cannot change the outcome otherwise. */
export function needsLoanStatus(facts: Omit<ServicingFacts, 'loans'>): boolean {
  return !facts.forceWeb && !facts.wholesale && JOURNEY_START_STEPS.includes(facts.nextStep)
}

export function servicingChannel(facts: ServicingFacts): ServicingChannel {
  if (!needsLoanStatus(facts)) return 'web'
  const servicedViaApp = (facts.loans ?? []).some((loan) => loan.profile.isServicedViaApp)
  return servicedViaApp ? 'mobile-app' : 'web'
}

/** The forceWeb query flag: present with no value, or any value but an explicit false. */
export function forceWebFlag(search: string): boolean | null {
  const params = new URLSearchParams(search)
  if (!params.has('forceWeb')) return null
  const value = (params.get('forceWeb') ?? '').trim().toLowerCase()
  return !['false', '0', 'no'].includes(value)
}
