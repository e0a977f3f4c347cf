import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StoryDriver, storyAddress } from '@scenarios/replay-interpreter'
import { type EngineElement, type EnginePage, until, WAIT_MS } from './engine-page'
import {
  advanceSimulatedClock,
  byLabel,
  byRole,
  chooseOption,
  clickInPage,
  focusAndSelect,
  isChecked,
  isUsable,
  mainHeadingsShown,
  showsText,
  simulationRunning,
} from './in-page'

/** Clicks with the engine's pointer; a control it cannot reach (drawn by its label) from the page. */
export async function click(page: EnginePage, target: EngineElement) {
  try {
    await target.click()
  } catch {
    await page.run(clickInPage, target.handle as Element)
  }
}

/**
 * Types `value` into a field in place of what it held, key by key as a person does, and checks
 * the field took it (its digits, where the field formats them): a form that is reset with data
 * arriving while the keys go in is typed into again.
 */
export async function fill(page: EnginePage, field: EngineElement, value: string) {
  const digits = (text: string) => text.replace(/\D/g, '')
  let held = ''
  for (let tries = 0; tries < 3; tries++) {
    await page.run(focusAndSelect, field.handle as Element)
    await field.type(value)
    held = await page.run((input) => (input as HTMLInputElement).value, field.handle as Element)
    // A field that masks what it holds (the SSN's ***-**-7839) is taken at its word.
    if (held === value || held.includes('*')) return
    if (digits(value) !== '' && digits(held) === digits(value)) return
  }
  throw new Error(`typed "${value}", the field holds "${held}"`)
}

/** The longest a look between tries waits for the page to answer. */
const LOOK_AT_MOST_MS = 1_000

/** The next frame the page draws (at most a tenth of a second away, should it draw none). */
function nextFrame(): Promise<boolean> {
  return new Promise((drawn) => {
    requestAnimationFrame(() => drawn(true))
    setTimeout(() => drawn(true), 100)
  })
}

/**
 * The story driver of a page of Firefox or WebKitGTK (scenarios/replay-interpreter.ts): the
 * journeys of tests/engines/journeys.ts walk their screens and stories through it. Controls are
 * found in the page as a person finds them (in-page.ts) and touched with the engine's own
 * pointer and keys; `demo` is the demo build's address, where a story opens.
 */
export function engineDriver(page: EnginePage, demo?: string): StoryDriver {
  const uploadPath = join(tmpdir(), 'engine-id.png')
  const usable = async (found: EngineElement | null) =>
    found !== null && (await page.run(isUsable, found.handle as Element))
  return {
    stepTimeoutMs: WAIT_MS,
    async open(scenario) {
      if (!demo) throw new Error('This driver was given no demo build to open stories on')
      await page.goto(`${demo}${storyAddress(scenario)}`)
      await until('the simulation', () => page.run(simulationRunning))
    },
    headings: () => page.run(mainHeadingsShown),
    showsText: (text) => page.run(showsText, text),
    path: async () => new URL(await page.url()).pathname,
    async click(role, name) {
      // Found afresh on each look: React may have replaced the control in between.
      const found = await page.element(byRole, role, name, 'body')
      if (!found || !(await usable(found))) return false
      await click(page, found)
      return true
    },
    async fill(label, value) {
      const found = await page.element(byLabel, label, true, 'main')
      if (!found || !(await usable(found))) return false
      await fill(page, found, value)
      return true
    },
    async choose(label, option) {
      const found = await page.element(byLabel, label, true, 'main')
      return found ? page.run(chooseOption, found.handle as Element, option) : false
    },
    async tick(label) {
      const box = await page.element(byLabel, label, false, 'main')
      if (!box || !(await usable(box))) return false
      if (!(await page.run(isChecked, box.handle as Element))) await click(page, box)
      return page.run(isChecked, box.handle as Element)
    },
    async upload(file) {
      const input = await page.element(() => document.querySelector('main input[type=file]'))
      if (!input) return false
      writeFileSync(uploadPath, Buffer.from(file.base64, 'base64'))
      await input.upload(uploadPath)
      return true
    },
    passTime: (ms) => page.run(advanceSimulatedClock, ms),
    reload: () => page.reload(),
    async nextLook() {
      // A page on its way to the next (a reload, a sign-in) answers nothing for a moment; and
      // Firefox, twice in about a dozen runs, never answered one look (the journey went on
      // once the driver gave the command up, 180 s later): a look waits a second at most.
      let givenUp: ReturnType<typeof setTimeout> | undefined
      const look = page
        .run(nextFrame)
        .catch(() => new Promise((resolve) => setTimeout(resolve, 100)))
      await Promise.race([
        look,
        new Promise((resolve) => {
          givenUp = setTimeout(resolve, LOOK_AT_MOST_MS)
        }),
      ])
      clearTimeout(givenUp)
    },
    // The journey reads the page's errors once it ends (run-engines.ts).
    takeProblems: () => [],
  }
}
