import { currentRoute, replaceRoute } from './app-address'

/**
 * The simulation's own switches in the address (`scenario`, `restart`, `latency`, `clock`,
 * `day`, `org`, `controls`), once read. The tab keeps what they chose (the saved world, session storage), so a
 * reload goes on the same way; the address the app then reads carries none of them, so they
 * travel neither in telemetry's query parameters nor in a sign-in's return path.
 */
export const SIMULATION_SWITCHES = [
  'scenario',
  'restart',
  'latency',
  'clock',
  'day',
  'org',
  'controls',
] as const

export function takeSwitchesOffTheAddress() {
  const route = currentRoute()
  const before = route.search
  for (const name of SIMULATION_SWITCHES) route.searchParams.delete(name)
  if (route.search !== before) replaceRoute(route)
}
