import { element } from '../dom'

/** Small DOM builders for the demo panel, which is plain DOM outside the app's React tree. */

export { element }

export function section(title: string, id: string, children: (Node | string)[]): HTMLElement {
  const heading = element('h3', { id, className: 'demo-panel__heading' }, [title])
  const part = element('section', { className: 'demo-panel__section' }, [heading, ...children])
  part.setAttribute('aria-labelledby', id)
  return part
}

export function button(label: string, onClick: () => void, className = 'demo-panel__button') {
  const node = element('button', { type: 'button', className }, [label])
  node.addEventListener('click', onClick)
  return node
}
