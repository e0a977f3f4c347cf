import type { RenderedApp } from '@tests/support/render-app'

/** What a screen reader reads with the field: the texts its aria-describedby points at. */
export function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

/**
 * Replaces what is in a field as a borrower would, then leaves it: typed key by key, or pasted
 * as one input (a field that formats as it is typed then sees the text whole).
 */
export async function retype(
  user: RenderedApp['user'],
  field: HTMLElement,
  text: string,
  entry: 'typed' | 'pasted' = 'typed',
) {
  await user.click(field)
  await user.clear(field)
  if (text && entry === 'pasted') await user.paste(text)
  else if (text) await user.type(field, text)
  await user.tab()
}
