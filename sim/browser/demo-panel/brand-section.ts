import { organisationInfoSchema } from '@contract/organisation'
import { z } from 'zod'
import type { Simulation } from '../../create-simulation'
import { keepTriedBrand } from '../tried-brand'
import { element, section } from './dom'
import './brand-section.css'

/**
 * Trying a lender's brand file on the running demo: dropped on this part of the panel (or
 * chosen), it is read through the contract's schema and the page reloads wearing it, for the
 * rest of the tab (tried-brand.ts). `npm run brand -- check` says whether it may ship.
 */
export function brandSection(simulation: Simulation, say: (text: string) => void): HTMLElement {
  async function tryOn(file: File) {
    let parsed: ReturnType<typeof organisationInfoSchema.safeParse>
    try {
      parsed = organisationInfoSchema.safeParse(JSON.parse(await file.text()))
    } catch {
      say(`${file.name} is not a JSON file.`)
      return
    }
    if (!parsed.success) {
      say(`${file.name} is not a brand file: ${z.prettifyError(parsed.error)}`)
      return
    }
    await simulation.engine.wearBrand(parsed.data)
    await simulation.flush()
    keepTriedBrand(parsed.data)
    say(`Wearing ${parsed.data.orgBrand.name}…`)
    window.location.reload()
  }

  const input = element('input', {
    type: 'file',
    id: 'demo-panel-brand',
    accept: 'application/json,.json',
    className: 'demo-panel__file',
  })
  input.addEventListener('change', () => {
    const file = input.files?.[0]
    if (file) void tryOn(file)
  })
  const target = element('div', { className: 'demo-panel__drop' }, [
    element('label', { htmlFor: input.id, className: 'demo-panel__label' }, [
      'Drop a brand file here, or choose one',
    ]),
    input,
  ])
  target.addEventListener('dragover', (event) => {
    event.preventDefault()
    target.classList.add('demo-panel__drop--over')
  })
  target.addEventListener('dragleave', () => target.classList.remove('demo-panel__drop--over'))
  target.addEventListener('drop', (event) => {
    event.preventDefault()
    target.classList.remove('demo-panel__drop--over')
    const file = event.dataTransfer?.files[0]
    if (file) void tryOn(file)
  })
  return section('Brand', 'demo-panel-brand-heading', [target])
}
