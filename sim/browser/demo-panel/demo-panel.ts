import { type Fault, type Scenario, scenarioSchema } from '@scenarios/scenario'
import { findScenario, scenarioCatalogue } from '@scenarios/scenario-catalogue'
import { z } from 'zod'
import type { Simulation } from '../../create-simulation'
import { exportScenario } from '../../engine/world-export'
import type { Journal } from '../../http/journal'
import { announceBackendMoved } from '../backend-moved'
import { matchBrowserToNewWorld } from '../browser-state'
import { brandSection } from './brand-section'
import { button, downloadJson, element, section } from './dom'
import { featureSection } from './feature-section'
import { journalSection } from './journal-section'
import { nextLenderStep } from './lender-step'
import { isHideShortcut, rememberControlsHidden } from './presenter-choice'
import { priceSection, refreshPrices } from './price-section'
import { signInSection } from './sign-in-section'
import './demo-panel.css'

/**
 * Controls for people showing or testing the app on the simulated backend: start a scenario,
 * move the simulated clock, switch faults, save the world to a file and load one. Loaded only
 * with the simulation, so it never ships in the production build. Plain DOM in its own
 * container, styled by its own class prefix, so the app's markup and styles stay untouched.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR
const CLOCK_JUMPS = [
  { label: '+1 hour', ms: HOUR },
  { label: '+1 day', ms: DAY },
  { label: '+5 days', ms: 5 * DAY },
  { label: '+14 days', ms: 14 * DAY },
] as const

const REFRESH_MS = 1_000

function describeFault(fault: Fault, remaining: number): string {
  const what: string[] = []
  if (fault.networkError) what.push('connection drops')
  if (fault.status !== undefined) what.push(`answers ${fault.status}`)
  if (fault.latencyMs) what.push(`${fault.latencyMs} ms slower`)
  const where = fault.endpoint === '*' ? 'Every call' : fault.endpoint
  const hits =
    fault.times === undefined ? '' : `, ${fault.times} time${fault.times === 1 ? '' : 's'}`
  const left = Number.isFinite(remaining) && fault.times !== undefined ? ` (${remaining} left)` : ''
  return `${where}: ${what.join(', ')}${hits}${left}`
}

function simulatedTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
}

/** A catalogue scenario starts from its address, so the app loads clean with it. */
function startByAddress(name: string) {
  window.location.assign(`${import.meta.env.BASE_URL}?scenario=${encodeURIComponent(name)}&restart`)
}

/**
 * A scenario from a file has no address: it is loaded here and saved, and the page reloads
 * onto it with the browser's sign-in and tab state matching the new world.
 */
async function startFromData(simulation: Simulation, scenario: Scenario) {
  await simulation.reset(scenario)
  await simulation.flush()
  matchBrowserToNewWorld(simulation.engine.currentToken())
  window.location.assign(import.meta.env.BASE_URL)
}

/** Where the panel stands, on the root element: the page makes room for it (demo-panel.css). */
const DOCK_ATTRIBUTE = 'data-demo-panel'
type Dock = 'closed' | 'open' | 'hidden'

/**
 * Adds the controls' bar and panel to the page; answers the container, for removal. They take
 * their own room and never lie over the product: the bar sits above the app, in the page's
 * flow; open, the panel is a column beside the app on a wide screen and below the bar on a
 * narrow one. A presenter hides both (`hidden`, or Alt+Shift+D; see presenter-choice.ts).
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the panel's wiring of its sections and their shared status line; to be split by section, as the journal, sign-in and brand sections are
export function mountDemoPanel(
  simulation: Simulation,
  { hidden: startHidden = false, journal }: { hidden?: boolean; journal?: Journal } = {},
): HTMLElement {
  const { engine, clock } = simulation
  let timer: ReturnType<typeof setInterval> | undefined

  const toggle = element('button', { type: 'button', className: 'demo-panel__toggle' }, [
    'Demo controls',
  ])
  toggle.setAttribute('aria-expanded', 'false')
  toggle.setAttribute('aria-controls', 'demo-panel-dialog')
  toggle.setAttribute('aria-keyshortcuts', 'Alt+Shift+D')

  // What the world stands at now, refreshed while the panel is open.
  const currentName = element('dd')
  const currentApplication = element('dd')
  const currentTime = element('dd')
  const now = element('dl', { className: 'demo-panel__facts' }, [
    element('dt', {}, ['Scenario']),
    currentName,
    element('dt', {}, ['First application']),
    currentApplication,
    element('dt', {}, ['Simulated time (UTC)']),
    currentTime,
  ])
  const message = element('p', { className: 'demo-panel__message' })
  message.setAttribute('role', 'status')

  // Who signs in on the legacy page, with the password and code QA needs (decision 0016).
  const signIn = signInSection(simulation)

  // The calls this tab's simulation answered (journal-recorder.ts), when it keeps them.
  const calls = journal
    ? journalSection(journal, (text) => {
        message.textContent = text
      })
    : null

  function refresh() {
    signIn.refresh()
    calls?.refresh()
    const { scenario, collections, clockNow } = engine.snapshot()
    const [first] = [...collections.applications].sort((a, b) => a.createdAt - b.createdAt)
    currentName.textContent = scenario.name
    currentApplication.textContent = first ? `${first.state} · ${first.stage}` : 'None yet'
    currentTime.textContent = simulatedTime(clockNow)
  }

  // Picking a scenario from the catalogue, with what it shows.
  const picker = element('select', { id: 'demo-panel-scenario', className: 'demo-panel__select' })
  for (const scenario of scenarioCatalogue) {
    picker.append(element('option', { value: scenario.name }, [scenario.name]))
  }
  const pickerDescription = element('p', {
    id: 'demo-panel-scenario-description',
    className: 'demo-panel__hint',
  })
  picker.setAttribute('aria-describedby', pickerDescription.id)
  const describePick = () => {
    pickerDescription.textContent = findScenario(picker.value)?.description ?? ''
  }
  picker.addEventListener('change', describePick)
  const scenarios = section('Scenario', 'demo-panel-scenarios-heading', [
    element('label', { htmlFor: picker.id, className: 'demo-panel__label' }, ['Scenario to start']),
    picker,
    pickerDescription,
    element('div', { className: 'demo-panel__row' }, [
      button('Start scenario', () => startByAddress(picker.value)),
      button('Restart current', () => {
        const current = engine.scenario
        if (findScenario(current.name)) startByAddress(current.name)
        else void startFromData(simulation, current)
      }),
    ]),
  ])

  // Jumps run the lender's work that falls due on the way (the engine listens to the clock).
  const jumps = CLOCK_JUMPS.map(({ label, ms }) =>
    button(label, async () => {
      clock.advance(ms)
      await engine.runDueJobs()
      refresh()
      message.textContent = `Clock moved ${label.slice(1)} forward.`
    }),
  )
  // The lender's next scheduled work (collateral arriving, identity decided, funds sent), now.
  const lenderStep = button("Lender's next step now", async () => {
    const step = nextLenderStep(engine.pendingJobs(), clock.now())
    if (!step) {
      message.textContent = 'The lender has nothing scheduled: the story waits for the borrower.'
      return
    }
    clock.advance(step.advanceMs)
    await engine.runDueJobs()
    refresh()
    message.textContent = `Lender: ${step.label}.`
  })
  // For stories where nothing is scheduled (an ID in review, collateral that never comes): the
  // lender's people decide now.
  const kycApproved = button('KYC approved', async () => {
    const outcome = await engine.approveIdentityNow()
    // No scheduled work ran, so the app is told here that the world moved.
    if (outcome) announceBackendMoved()
    refresh()
    message.textContent = outcome
      ? 'Lender: identity verification approved.'
      : 'No identity is waiting for verification.'
  })
  const collateralArrives = button('Collateral arrives', async () => {
    const outcome = await engine.collateralArrivesNow()
    refresh()
    message.textContent = outcome
      ? 'Lender: all the collateral due has arrived.'
      : 'No application is waiting for collateral.'
  })
  const clockGroup = element('div', { className: 'demo-panel__row' }, [
    ...jumps,
    lenderStep,
    kycApproved,
    collateralArrives,
  ])
  clockGroup.setAttribute('role', 'group')
  clockGroup.setAttribute('aria-labelledby', 'demo-panel-clock-heading')
  const clockSection = section('Simulated clock', 'demo-panel-clock-heading', [clockGroup])

  const faultList = element('ul', { className: 'demo-panel__faults' })
  function renderFaults() {
    const entries = simulation.faults.list()
    faultList.replaceChildren(
      ...(entries.length === 0
        ? [element('li', {}, ['This scenario has no faults.'])]
        : entries.map(({ fault, enabled, remaining }, index) => {
            const box = element('input', {
              type: 'checkbox',
              id: `demo-panel-fault-${index}`,
              checked: enabled,
            })
            box.addEventListener('change', () => simulation.faults.setEnabled(index, box.checked))
            return element('li', { className: 'demo-panel__fault' }, [
              box,
              element('label', { htmlFor: box.id }, [describeFault(fault, remaining)]),
            ])
          })),
    )
  }
  const faultSection = section('Faults', 'demo-panel-faults-heading', [faultList])
  const features = featureSection(simulation, (text) => {
    message.textContent = text
  })

  const fileInput = element('input', {
    type: 'file',
    id: 'demo-panel-import',
    accept: 'application/json,.json',
    className: 'demo-panel__file',
  })
  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0]
    if (!file) return
    let parsed: ReturnType<typeof scenarioSchema.safeParse>
    try {
      parsed = scenarioSchema.safeParse(JSON.parse(await file.text()))
    } catch {
      message.textContent = `${file.name} is not a JSON file.`
      return
    }
    if (!parsed.success) {
      message.textContent = `${file.name} is not a scenario: ${z.prettifyError(parsed.error)}`
      return
    }
    message.textContent = `Starting ${parsed.data.name}…`
    await startFromData(simulation, parsed.data)
  })
  const fileSection = section('Scenario file', 'demo-panel-file-heading', [
    button('Export world', () => {
      const scenario = exportScenario(engine.snapshot(), {
        faults: simulation.faults.switchedOn(),
      })
      downloadJson(`${scenario.name}.json`, scenario)
      message.textContent = `Exported ${scenario.name}.json.`
    }),
    element('label', { htmlFor: fileInput.id, className: 'demo-panel__label' }, [
      'Import a scenario file',
    ]),
    fileInput,
  ])

  async function forgetDemo() {
    try {
      await simulation.forget()
      matchBrowserToNewWorld(null)
      message.textContent =
        "The demo's saved world is deleted from this browser. Close this tab (and any other tab of the demo), or start a scenario to begin again."
    } catch {
      message.textContent =
        "The demo's saved world could not be deleted. Close the demo's other tabs and try again."
    }
  }

  // What the demo keeps in this browser, and a way to leave nothing of it behind.
  const dataSection = section('This browser', 'demo-panel-data-heading', [
    element('p', {}, [
      "The demo keeps its world in this browser's storage (IndexedDB), the demo borrower's name, address and date of birth among it, so that a reload resumes the story.",
    ]),
    button('Forget this demo', () => void forgetDemo()),
  ])

  const close = button('Close', () => hide(), 'demo-panel__button demo-panel__close')
  const dialog = element('dialog', { id: 'demo-panel-dialog', className: 'demo-panel__dialog' }, [
    element('div', { className: 'demo-panel__header' }, [
      element('h2', { className: 'demo-panel__title' }, ['Demo controls']),
      close,
    ]),
    now,
    scenarios,
    clockSection,
    priceSection(simulation, (text) => {
      message.textContent = text
    }),
    signIn.part,
    features.part,
    faultSection,
    fileSection,
    ...(calls ? [calls.part] : []),
    dataSection,
    brandSection(simulation, (text) => {
      message.textContent = text
    }),
    message,
  ])
  // A tool of the demo, not part of the product: named as such for assistive technology.
  dialog.setAttribute('aria-label', 'Demo controls')

  function show() {
    picker.value = findScenario(engine.scenario.name) ? engine.scenario.name : picker.value
    describePick()
    renderFaults()
    features.refresh()
    refresh()
    refreshPrices(simulation)
    message.textContent = ''
    dialog.show()
    dock('open')
    toggle.setAttribute('aria-expanded', 'true')
    close.focus()
    timer = setInterval(refresh, REFRESH_MS)
  }

  function hide() {
    clearInterval(timer)
    timer = undefined
    if (dialog.open) dialog.close()
    dock('closed')
    toggle.setAttribute('aria-expanded', 'false')
    toggle.focus()
  }

  toggle.addEventListener('click', () => (dialog.open ? hide() : show()))
  // A non-modal dialog does not close on Escape by itself.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    hide()
  })

  const bar = element('div', { className: 'demo-panel__bar' }, [
    toggle,
    element('span', { className: 'demo-panel__shortcut' }, ['Alt+Shift+D hides these controls']),
  ])
  const container = element('div', { className: 'demo-panel' }, [bar, dialog])
  const root = document.documentElement

  function dock(where: Dock) {
    root.setAttribute(DOCK_ATTRIBUTE, where)
    container.hidden = where === 'hidden'
  }

  // The presenter's key, anywhere on the page: hides the controls, or brings them back closed.
  document.addEventListener('keydown', (event) => {
    if (!isHideShortcut(event)) return
    event.preventDefault()
    const hiding = !container.hidden
    if (hiding) {
      clearInterval(timer)
      timer = undefined
      if (dialog.open) dialog.close()
      toggle.setAttribute('aria-expanded', 'false')
      // Focus inside the controls would be lost with them: the page takes it.
      if (container.contains(document.activeElement)) document.getElementById('main')?.focus()
    }
    rememberControlsHidden(hiding)
    dock(hiding ? 'hidden' : 'closed')
  })

  dock(startHidden ? 'hidden' : 'closed')
  // First in the page: above the app, and first to reach by keyboard.
  document.body.prepend(container)
  return container
}
