import type { Fault } from '@scenarios/scenario'

/** What a screen says to do after a call failed by `fault`: only a call with no answer is the connection. */
export const ADVICE = {
  connection: 'Check your connection and try again.',
  servers: 'Our servers are having trouble right now. Please try again in a moment.',
  other: 'Please try again.',
} as const

export function adviceFor(fault: Fault): string {
  if ('networkError' in fault && fault.networkError) return ADVICE.connection
  if ('status' in fault && typeof fault.status === 'number' && fault.status >= 500)
    return ADVICE.servers
  return ADVICE.other
}
