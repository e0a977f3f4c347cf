/**
 * The simulation's own switches in the address (`scenario`, `restart`, `latency`, `clock`,
 * `org`), once read. The tab keeps what they chose (the saved world, session storage), so a
 * reload goes on the same way; the address the app then reads carries none of them, so they
 * travel neither in telemetry's query parameters nor in a sign-in's return path.
 */
export const SIMULATION_SWITCHES = ['scenario', 'restart', 'latency', 'clock', 'org'] as const

export function takeSwitchesOffTheAddress() {
  const url = new URL(window.location.href)
  const before = url.search
  for (const name of SIMULATION_SWITCHES) url.searchParams.delete(name)
  if (url.search !== before) window.history.replaceState(window.history.state, '', url)
}
