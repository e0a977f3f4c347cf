/**
 * A presenter may hide the demo controls entirely: `?controls=hidden` in the address (and
 * `?controls=shown` to bring them back) or the key Alt+Shift+D. The choice lasts for the tab,
 * as the simulation's other switches do, so a reload or a scenario started afterwards keeps it.
 */

export const CONTROLS_SWITCH = 'controls'
const CONTROLS_KEY = 'simulation.controlsHidden'

export function controlsHiddenFor(query: URLSearchParams): boolean {
  const asked = query.get(CONTROLS_SWITCH)
  try {
    if (asked === 'hidden') sessionStorage.setItem(CONTROLS_KEY, 'true')
    if (asked === 'shown') sessionStorage.removeItem(CONTROLS_KEY)
    return sessionStorage.getItem(CONTROLS_KEY) === 'true'
  } catch {
    return asked === 'hidden'
  }
}

export function rememberControlsHidden(hidden: boolean) {
  try {
    if (hidden) sessionStorage.setItem(CONTROLS_KEY, 'true')
    else sessionStorage.removeItem(CONTROLS_KEY)
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
}

/** Alt+Shift+D; the key's code, since Option with Shift types a symbol on a Mac. */
export function isHideShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyD'
}
