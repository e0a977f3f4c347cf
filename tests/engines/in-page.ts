/**
 * Functions that run in the page (EnginePage.run and .element): each is sent as its source, so
 * it must use nothing from outside itself. They find what a person finds, as Playwright's
 * getByRole / getByLabel do for the Chromium tests, in the small form the replay steps need:
 * an element's role from its tag or `role`, its name from aria-labelledby, aria-label, its
 * labels or its text, whitespace collapsed; only elements that are rendered. Headings and text
 * are read as in Chromium, by scripts/replay/in-page.ts.
 */

export { mainHeadingsShown, showsText } from '@scripts/replay/in-page'

export type Role = 'button' | 'link' | 'radio' | 'checkbox' | 'option' | 'tab' | 'heading'

/** The first rendered element of `role` named exactly `name`, under `within` ('main', 'body'). */
export function byRole(role: Role, name: string, within: string): Element | null {
  const selectors: Record<Role, string> = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    radio: 'input[type=radio], [role=radio]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    option: '[role=option], option',
    tab: '[role=tab]',
    heading: 'h1, [role=heading][aria-level="1"]',
  }
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    }
    const label = element.getAttribute('aria-label')
    if (label) return squash(label)
    const labels = (element as HTMLInputElement).labels
    if (labels && labels.length > 0) {
      return squash([...labels].map((each) => each.textContent).join(' '))
    }
    if (element instanceof HTMLInputElement && element.value) return squash(element.value)
    return squash(element.textContent) || squash(element.getAttribute('title'))
  }
  const rendered = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const scope = document.querySelector(within) ?? document.body
  for (const element of scope.querySelectorAll(selectors[role])) {
    // A visually hidden radio or checkbox is drawn by its label.
    const drawn =
      rendered(element) ||
      ((element instanceof HTMLInputElement &&
        [...(element.labels ?? [])].some((label) => rendered(label))) as boolean)
    if (drawn && nameOf(element) === name) return element
  }
  return null
}

/**
 * The form control under `within` whose label reads `label`: exactly, or (`exact` false)
 * containing it, case aside. A range input sharing its label with a text field is passed over.
 */
export function byLabel(label: string, exact: boolean, within: string): Element | null {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const matches = (text: string) =>
    exact ? squash(text) === label : squash(text).toLowerCase().includes(label.toLowerCase())
  const scope = document.querySelector(within) ?? document.body
  const controls = scope.querySelectorAll('input, select, textarea, [role=combobox]')
  for (const control of controls) {
    if (control instanceof HTMLInputElement && control.type === 'range') continue
    if (control instanceof HTMLInputElement && control.type === 'hidden') continue
    const names: string[] = []
    const labelledBy = control.getAttribute('aria-labelledby')
    if (labelledBy) {
      names.push(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    }
    const ariaLabel = control.getAttribute('aria-label')
    if (ariaLabel) names.push(ariaLabel)
    for (const each of (control as HTMLInputElement).labels ?? [])
      names.push(each.textContent ?? '')
    if (names.some(matches)) return control
  }
  return null
}

/** Whether a control can be used: enabled, not read-only. */
export function isUsable(element: Element): boolean {
  return !(element as HTMLInputElement).disabled && !(element as HTMLInputElement).readOnly
}

/** Focuses a text field and selects what it holds, so that what is typed next replaces it. */
export function focusAndSelect(element: Element): void {
  const field = element as HTMLInputElement
  field.focus()
  field.select()
}

/**
 * Chooses an option of a select by its label, as a person's choice reaches React: the value
 * set through the element's own setter, then `input` and `change`. A native select's list is
 * drawn by the engine outside the page, where WebDriver cannot reach it in every engine.
 */
export function chooseOption(element: Element, optionLabel: string): boolean {
  const select = element as HTMLSelectElement
  const option = [...select.options].find((each) => each.label === optionLabel)
  if (!option || select.disabled) return false
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set
  setter?.call(select, option.value)
  select.dispatchEvent(new Event('input', { bubbles: true }))
  select.dispatchEvent(new Event('change', { bubbles: true }))
  return true
}

/** Whether a checkbox or radio is ticked. */
export function isChecked(element: Element): boolean {
  return (element as HTMLInputElement).checked || element.getAttribute('aria-checked') === 'true'
}

/** Clicks from the page itself: for a control the engine's pointer cannot reach (a hidden radio). */
export function clickInPage(element: Element): void {
  // A control React has since replaced: a click on it would reach nothing, and say nothing.
  if (!element.isConnected) throw new Error('The element is no longer in the page')
  ;(element as HTMLElement).click()
}

/**
 * The simulated lender's clock moves on by `ms`: its work due by then runs and the world is
 * saved, as a story's clock move does in Chromium.
 */
export async function advanceSimulatedClock(ms: number): Promise<void> {
  // Typed by the simulation that sets it (sim/browser/start-simulation.ts).
  const simulation = window.__simulation
  if (!simulation) throw new Error('No simulation is running on this page')
  simulation.clock.advance(ms)
  await simulation.engine.runDueJobs()
  await simulation.flush()
}

/** Whether the page's simulation has started (a demo build's page). */
export function simulationRunning(): boolean {
  return '__simulation' in window
}

/** axe-core, every rule, in the page: the serious and critical violations, one line each. */
export async function seriousAxeViolations(): Promise<string[]> {
  const axe = (
    window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{
          violations: {
            id: string
            help: string
            impact?: string | null
            nodes: { target: unknown[] }[]
          }[]
        }>
      }
    }
  ).axe
  const { violations } = await axe.run(document, { resultTypes: ['violations'] })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    )
}

/** How far the page is wider than the window: more than 0 scrolls sideways. */
export function sidewaysOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth
}

/**
 * The header's logo as drawn: clipped when its box is narrower than the picture at its drawn
 * height would be, or when it reaches past the header's other controls.
 */
export function logoFit(): string | null {
  const logo = document.querySelector('header img')
  if (!(logo instanceof HTMLImageElement) || !logo.complete || logo.naturalWidth === 0) {
    return 'no logo drawn in the header'
  }
  const box = logo.getBoundingClientRect()
  const wanted = (logo.naturalWidth / logo.naturalHeight) * box.height
  const fit = getComputedStyle(logo).objectFit
  if (fit !== 'contain' && fit !== 'scale-down' && box.width + 1 < wanted) {
    return `the logo is ${box.width.toFixed(0)} px wide, its picture ${wanted.toFixed(0)} px at that height`
  }
  const header = logo.closest('header')
  for (const control of header?.querySelectorAll('a, button') ?? []) {
    if (control.contains(logo)) continue
    const other = control.getBoundingClientRect()
    if (other.width > 0 && box.right > other.left + 1 && box.left < other.right) {
      return `the logo reaches under ${(control.textContent ?? '').trim() || 'a control'}`
    }
  }
  return null
}

/** A PDF page drawn by pdf.js in the document named `name`: a canvas with pixels set. */
export function pdfDrawn(name: string): boolean {
  const documentElement = [...document.querySelectorAll('[role=document]')].find(
    (each) => each.getAttribute('aria-label') === name,
  )
  const canvas = documentElement?.querySelector('canvas')
  if (!canvas || canvas.width === 0 || canvas.height === 0) return false
  const context = canvas.getContext('2d')
  if (!context) return false
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  // Not all one colour: something was drawn on the page.
  for (let index = 4; index < data.length; index += 4 * 97) {
    if (data[index] !== data[0] || data[index + 1] !== data[1] || data[index + 2] !== data[2]) {
      return true
    }
  }
  return false
}
