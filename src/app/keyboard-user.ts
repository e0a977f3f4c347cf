/**
 * Marks the page while the person uses the keyboard: the attribute appears with a key press and
 * goes with a pointer press. The heading a navigation focuses (for screen readers) shows its
 * ring only then (tokens.css), since the browser counts a script's focus after a page load or
 * a redirect as a keyboard focus and would box the heading for everyone.
 */
export const KEYBOARD_USER_ATTRIBUTE = 'data-keyboard-user'

export function trackKeyboardUse(root: HTMLElement = document.documentElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    // A shortcut (copy, a browser command) is not moving through the page.
    if (event.metaKey || event.ctrlKey || event.altKey) return
    root.setAttribute(KEYBOARD_USER_ATTRIBUTE, '')
  }
  const onPointer = () => root.removeAttribute(KEYBOARD_USER_ATTRIBUTE)
  const owner = root.ownerDocument
  owner.addEventListener('keydown', onKey, true)
  owner.addEventListener('pointerdown', onPointer, true)
  return () => {
    owner.removeEventListener('keydown', onKey, true)
    owner.removeEventListener('pointerdown', onPointer, true)
  }
}
