// @vitest-environment happy-dom

import type { Scenario } from '@scenarios/scenario'
import { fireEvent, screen, within } from '@testing-library/react'
import { type ApplicationSeed, applicationAt, worldWith } from '@tests/support/application-world'
import {
  doubleClickInOneTask,
  installAppHarness,
  type RenderedApp,
  renderApp,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { checklistStatus } from '../checklist'

installAppHarness()

/** The feature decision named in src/features/identity/api/get-additional-document-flag.ts. */
const ADDITIONAL_DOCUMENT_FLAG = 'identity-additional-document'

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]

function fileOf(name: string, type: string, magic: number[]): File {
  return new File([new Uint8Array([...magic, 1, 2, 3, 4])], name, { type })
}
const licencePng = () => fileOf('licence.png', 'image/png', PNG_MAGIC)
const passportPdf = () => fileOf('passport.pdf', 'application/pdf', PDF_MAGIC)
const utilityBillPdf = () => fileOf('utility-bill.pdf', 'application/pdf', PDF_MAGIC)

const main = () => screen.getByRole('main')

/**
 * The checklist first, then Start on Verify Identity, as a borrower goes: the checklist is in
 * the cache when the upload begins.
 */
async function startFromChecklist(seed: ApplicationSeed, overrides: Partial<Scenario> = {}) {
  const { simulation, appUuids } = await worldWith([seed], overrides)
  const appUuid = appUuids[0] as string
  const app = await renderApp(`/${appUuid}/next-steps`, { simulation })
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
  await app.user.click(screen.getByRole('button', { name: 'Start Verify Identity' }))
  await waitUntil(() => within(main()).getByRole('button', { name: 'Upload' }))
  return { app, appUuid, simulation }
}

function uploaderInput(label: string): HTMLInputElement {
  return within(main()).getByLabelText(new RegExp(`^${label}`), {
    selector: 'input[type=file]',
  }) as HTMLInputElement
}

const identityStatus = (app: RenderedApp, appUuid: string) =>
  checklistStatus(app, appUuid, 'Verify Identity')

/** Chooses the kind of ID the borrower will upload. */
async function chooseIdType(app: RenderedApp, type: string) {
  await app.user.selectOptions(within(main()).getByRole('combobox', { name: 'ID type' }), type)
}

async function backAtChecklist(app: RenderedApp, appUuid: string) {
  await waitUntil(() => {
    if (app.location() !== `/${appUuid}/next-steps`) throw new Error(app.location())
  })
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
}

describe('identity upload (core-journey §2, §4, §5)', () => {
  it('uploads the ID with its type and owner, then goes back to next steps', async () => {
    const { app, appUuid, simulation } = await startFromChecklist(
      applicationAt('FINAL_STEPS', { identity: 'NOT_STARTED' }),
    )
    const idInput = uploaderInput('ID document')
    expect(within(main()).getByText('Required')).toBeTruthy()

    await chooseIdType(app, "Driver's license")
    await app.user.upload(idInput, licencePng())
    expect(within(main()).getByText('licence.png')).toBeTruthy()
    expect(within(main()).queryByText('Required')).toBeNull()
    await app.user.click(within(main()).getByRole('button', { name: 'Upload' }))

    await backAtChecklist(app, appUuid)
    const [document] = simulation.engine.listIdentityDocuments(appUuid)
    expect(document).toMatchObject({
      documentType: 'DRIVERS_LICENSE',
      side: 'FRONT',
      fileName: 'licence.png',
      contentType: 'image/png',
    })
    await waitUntil(() => {
      const item = within(main()).getByRole('listitem', { name: 'Verify Identity' })
      within(item).getByRole('button', { name: 'Processing Verify Identity' })
    })
  })

  it('a double click on Upload sends the ID once', async () => {
    const { app, appUuid, simulation } = await startFromChecklist(
      applicationAt('FINAL_STEPS', { identity: 'NOT_STARTED' }),
    )
    await chooseIdType(app, "Driver's license")
    await app.user.upload(uploaderInput('ID document'), licencePng())
    doubleClickInOneTask(within(main()).getByRole('button', { name: 'Upload' }))
    await backAtChecklist(app, appUuid)
    expect(simulation.engine.listIdentityDocuments(appUuid)).toHaveLength(1)
  })

  it('a failed upload shows Uploading, then restores Verify Identity and says so', async () => {
    const { app, appUuid } = await startFromChecklist(
      applicationAt('FINAL_STEPS', { identity: 'NOT_STARTED' }),
      { faults: [{ endpoint: 'uploadIdentityDocument', status: 503, latencyMs: 300 }] },
    )
    expect(identityStatus(app, appUuid)).toBe('NOT_STARTED')
    await chooseIdType(app, 'State ID')
    await app.user.upload(uploaderInput('ID document'), licencePng())
    await app.user.click(within(main()).getByRole('button', { name: 'Upload' }))

    // While the file travels, the checklist already says IN_PROGRESS.
    await waitUntil(() => within(main()).getByText('Uploading'))
    expect(identityStatus(app, appUuid)).toBe('IN_PROGRESS')

    await waitUntil(() => within(main()).getByRole('alert'))
    expect(within(main()).getByRole('alert').textContent).toContain('Your ID was not uploaded')
    expect(identityStatus(app, appUuid)).toBe('NOT_STARTED')
    expect(within(main()).queryByText('Uploading')).toBeNull()
    expect(app.location()).toBe(`/${appUuid}/identity`)
    // The file is kept, so trying again is one press.
    expect(within(main()).getByText('licence.png')).toBeTruthy()
  })

  it.each([
    ['no ID type and no file', false, false, ['Required', 'An ID must be uploaded']],
    ['a file but no ID type', false, true, ['Required']],
    ['an ID type but no file', true, false, ['An ID must be uploaded']],
  ] as const)(
    '%s: says what is missing and sends nothing',
    async (_label, withType, withFile, messages) => {
      const { app } = await startFromChecklist(applicationAt('FINAL_STEPS'))
      if (withType) await chooseIdType(app, 'Passport')
      if (withFile) await app.user.upload(uploaderInput('ID document'), licencePng())
      await app.user.click(within(main()).getByRole('button', { name: 'Upload' }))
      for (const message of messages) {
        expect(within(main()).getAllByText(message).length).toBeGreaterThan(0)
      }
      expect(app.requests.count('/upload-identity-id-document')).toBe(0)
    },
  )

  it('a file too large for the lender is named as such', async () => {
    const { app, appUuid } = await startFromChecklist(applicationAt('FINAL_STEPS'), {
      faults: [{ endpoint: 'uploadIdentityDocument', status: 413, times: 1 }],
    })
    await chooseIdType(app, 'Passport')
    await app.user.upload(uploaderInput('ID document'), passportPdf())
    await app.user.click(within(main()).getByRole('button', { name: 'Upload' }))
    const alert = await waitUntil(() => within(main()).getByRole('alert'))
    expect(alert.textContent).toContain('The file is too large to send.')
    expect(identityStatus(app, appUuid)).toBe('NOT_STARTED')
  })

  it('refuses a file that is not png, jpeg or pdf', async () => {
    await startFromChecklist(applicationAt('FINAL_STEPS'))
    const input = uploaderInput('ID document')
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    })
    await waitUntil(() => within(main()).getByText('Choose a PNG, JPEG or PDF file.'))
    expect(within(main()).queryByText('notes.txt')).toBeNull()
  })

  it('an international borrower sees Passport fixed', async () => {
    await startFromChecklist(applicationAt('FINAL_STEPS', { residence: { country: 'DE' } }), {
      world: { organisation: 'HARBORLINE' },
    })
    expect(within(main()).queryByRole('combobox', { name: 'ID type' })).toBeNull()
    expect(
      within(main()).getByText('ID type', { selector: 'span' }).nextElementSibling?.textContent,
    ).toBe('Passport')
  })

  it('with the flag: a passport plus an additional document, both required', async () => {
    const { app, appUuid, simulation } = await startFromChecklist(applicationAt('FINAL_STEPS'), {
      decisions: { features: { [ADDITIONAL_DOCUMENT_FLAG]: true } },
    })
    expect(within(main()).queryByRole('combobox', { name: 'ID type' })).toBeNull()
    await app.user.upload(uploaderInput('Passport'), passportPdf())
    await app.user.click(within(main()).getByRole('button', { name: 'Upload' }))
    expect(within(main()).getByText('Must provide additional document')).toBeTruthy()
    expect(app.requests.count('/upload-identity-id-document')).toBe(0)

    await app.user.upload(uploaderInput('Additional document'), utilityBillPdf())
    await app.user.click(within(main()).getByRole('button', { name: 'Upload' }))
    await backAtChecklist(app, appUuid)
    expect(
      simulation.engine.listIdentityDocuments(appUuid).map((document) => document.documentType),
    ).toEqual(['PASSPORT', 'ADDITIONAL_DOCUMENT'])
  })

  it('the uploader says Required, then Uploading, then Uploaded for a file the lender has (refinance-release-shell §5)', async () => {
    const { app, appUuid } = await startFromChecklist(applicationAt('FINAL_STEPS'), {
      decisions: { features: { [ADDITIONAL_DOCUMENT_FLAG]: true } },
      faults: [{ endpoint: 'uploadIdentityDocument', latencyMs: 400 }],
    })
    expect(within(main()).getAllByText('Required')).toHaveLength(2)
    await app.user.upload(uploaderInput('Passport'), passportPdf())
    await app.user.upload(uploaderInput('Additional document'), utilityBillPdf())
    expect(within(main()).queryByText('Required')).toBeNull()
    await app.user.click(within(main()).getByRole('button', { name: 'Upload' }))

    await waitUntil(() => expect(within(main()).getAllByText('Uploading')).toHaveLength(2))
    // The passport is in while the additional document still travels.
    await waitUntil(() => {
      within(main()).getByText('Uploaded')
      within(main()).getByText('Uploading')
    })
    await backAtChecklist(app, appUuid)
  })
})
