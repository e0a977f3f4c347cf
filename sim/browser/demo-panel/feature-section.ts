import type { Simulation } from '../../create-simulation'
import { announceBackendMoved } from '../backend-moved'
import { element, section } from './dom'

/**
 * The running story's feature decisions, a switch each (the identity step's additional
 * document, the identity broker): QA turns one on or off here instead of editing a world file.
 * A change is saved with the world and travels in an export (`decisions.features`).
 */
export function featureSection(simulation: Simulation, say: (text: string) => void) {
  const list = element('ul', { className: 'demo-panel__faults' })
  const refresh = () => {
    const features = simulation.engine.features()
    list.replaceChildren(
      ...Object.entries(features).map(([key, on]) => {
        const box = element('input', {
          type: 'checkbox',
          id: `demo-panel-feature-${key}`,
          checked: on,
        })
        box.addEventListener('change', () => {
          simulation.engine.setFeatureDecision(key, box.checked)
          // The app asks again for what it has read: the decision moved without a call.
          announceBackendMoved()
          say(`Feature ${key} is ${box.checked ? 'on' : 'off'}.`)
        })
        return element('li', { className: 'demo-panel__fault' }, [
          box,
          element('label', { htmlFor: box.id }, [key]),
        ])
      }),
    )
  }
  const part = section('Feature decisions', 'demo-panel-features-heading', [list])
  return { part, refresh }
}
