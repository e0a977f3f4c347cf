import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describeStep, type ReplayStep } from '@scenarios/replay-steps'
import type { Borrower } from '@tests/support/drivers/borrower'
import { type EngineElement, type EnginePage, until } from './engine-page'
import {
  advanceSimulatedClock,
  byLabel,
  byRole,
  chooseOption,
  clickInPage,
  focusAndSelect,
  hasHeading,
  isChecked,
  isUsable,
  showsText,
} from './in-page'

/** A 1x1 PNG: ID uploads are checked by type and by their first bytes. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

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

/**
 * A borrower in a page of Firefox or WebKit: the library's replay steps (the third adapter of
 * tests/support/drivers/borrower.ts), each waited for by asking the page every 100 ms.
 */
export function engineBorrower(page: EnginePage): Borrower {
  const upload = join(tmpdir(), 'engine-id.png')
  return {
    do: async (step: ReplayStep) => {
      try {
        await doStep(page, step, upload)
      } catch (error) {
        throw new Error(`${describeStep(step)}: ${String(error)}`)
      }
    },
  }
}

async function doStep(page: EnginePage, step: ReplayStep, uploadPath: string) {
  switch (step.kind) {
    case 'expectHeading':
      await until(`the heading "${step.name}"`, () => page.run(hasHeading, step.name))
      return
    case 'expectText':
      await until(`"${step.text}"`, () => page.run(showsText, step.text))
      return
    case 'expectPath':
      await until(`the address to end with ${step.endsWith}`, async () =>
        new URL(await page.url()).pathname.endsWith(step.endsWith),
      )
      return
    case 'click': {
      // Found afresh and clicked again when React replaced the control in between.
      await until(`the ${step.role} "${step.name}", enabled, clicked`, async () => {
        const found = await page.element(byRole, step.role, step.name, 'body')
        if (!found || !(await page.run(isUsable, found.handle as Element))) return false
        await click(page, found)
        return true
      })
      return
    }
    case 'fill': {
      const field = await until(`the field "${step.label}"`, async () => {
        const found = await page.element(byLabel, step.label, true, 'main')
        return found && (await page.run(isUsable, found.handle as Element)) ? found : null
      })
      await fill(page, field, step.value)
      return
    }
    case 'select':
      await until(`"${step.option}" chosen in "${step.label}"`, async () => {
        const field = await page.element(byLabel, step.label, true, 'main')
        return field ? page.run(chooseOption, field.handle as Element, step.option) : false
      })
      return
    case 'check': {
      const box = await until(`the box "${step.label}"`, async () => {
        const found = await page.element(byLabel, step.label, false, 'main')
        return found && (await page.run(isUsable, found.handle as Element)) ? found : null
      })
      if (!(await page.run(isChecked, box.handle as Element))) await click(page, box)
      await until(`"${step.label}" ticked`, () => page.run(isChecked, box.handle as Element))
      return
    }
    case 'upload': {
      writeFileSync(uploadPath, SMALL_PNG)
      const input = await until('a file input', () =>
        page.element(() => document.querySelector('main input[type=file]')),
      )
      await input.upload(uploadPath)
      return
    }
    case 'advanceClock':
      await page.run(advanceSimulatedClock, step.ms)
      return
    case 'reload':
      await page.reload()
      return
  }
}
