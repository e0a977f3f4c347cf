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

/** Saves `value` as a JSON file named `fileName`, as the browser saves a download. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = element('a', { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
