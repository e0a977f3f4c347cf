/**
 * A small notice about the simulation itself (not the product), e.g. that saved demo data was
 * reset. Plain DOM so it shows even if the app fails to render; role=status so screen readers
 * announce it without stealing focus.
 */
export interface NoticeLink {
  label: string
  href: string
}

export function showNotice(text: string, link?: NoticeLink): HTMLElement {
  const notice = document.createElement('div')
  notice.setAttribute('role', 'status')
  notice.dataset.simulationNotice = ''
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: '2147483647',
    maxWidth: '32rem',
    marginInline: 'auto',
    padding: '0.75rem 1rem',
    borderRadius: '0.5rem',
    background: '#1F2933',
    color: '#FFFFFF',
    font: '14px/1.4 system-ui, sans-serif',
    display: 'flex',
    gap: '1rem',
    alignItems: 'center',
    justifyContent: 'space-between',
  })
  const message = document.createElement('span')
  message.textContent = text
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = 'Dismiss'
  Object.assign(close.style, {
    font: 'inherit',
    color: '#1F2933',
    background: '#FFFFFF',
    border: '0',
    borderRadius: '0.25rem',
    padding: '0.25rem 0.5rem',
    cursor: 'pointer',
  })
  close.addEventListener('click', () => notice.remove())
  if (link) {
    const anchor = document.createElement('a')
    anchor.href = link.href
    anchor.textContent = link.label
    Object.assign(anchor.style, { color: '#FFFFFF', fontWeight: '600', whiteSpace: 'nowrap' })
    message.append(' ', anchor)
  }
  notice.append(message, close)
  document.body.append(notice)
  return notice
}
