import type { Simulation } from '../../create-simulation'
import { describeLegacyAccount } from '../../session/legacy-sign-in-operations'
import { element, section } from './dom'

/** The legacy sign-in's accounts of the running story, refreshed while the panel is open. */
export function signInSection(simulation: Simulation) {
  const list = element('ul', { className: 'demo-panel__faults' })
  const refresh = () => {
    const accounts = simulation.engine.legacyAccounts()
    list.replaceChildren(
      ...(accounts.length === 0
        ? [element('li', {}, ['No borrower of this story signs in on the legacy page.'])]
        : accounts.map((account) => element('li', {}, [describeLegacyAccount(account)]))),
    )
  }
  const part = section('Legacy sign-in', 'demo-panel-sign-in-heading', [list])
  return { part, refresh }
}
