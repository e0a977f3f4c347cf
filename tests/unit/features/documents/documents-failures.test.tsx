// @vitest-environment happy-dom

import type { Fault } from '@scenarios/scenario'
import { screen, within } from '@testing-library/react'
import { adviceFor } from '@tests/support/failure-words'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { recordDownloads } from '../downloads'
import { worldOf } from '../scenario-world'

installAppHarness()
const main = () => screen.getByRole('main')
const FIRST_DOCUMENT = 'Loan and Security Agreement'

async function open(path: (appUuid: string) => string, faults: Fault[]) {
  const { simulation, appUuid } = await worldOf('at-agreements')
  simulation.faults.load(faults)
  const app = await renderApp(path(appUuid), { simulation })
  return { app, appUuid, simulation }
}

async function documentShown(name: string) {
  await waitUntil(() => {
    if (within(main()).getByRole('document', { name }).textContent !== '%PDF-') throw new Error()
  })
}

describe('the loan documents to sign (core-journey §2 Disclosures)', () => {
  it.each([
    ['an error answer', { endpoint: 'listUnsignedDocuments', status: 503, times: 1 }],
    ['a dropped connection', { endpoint: 'listUnsignedDocuments', networkError: true, times: 1 }],
  ] as const)(
    'listing them fails with %s: says so, and Try again shows the first',
    async (_label, fault) => {
      const { app, appUuid } = await open((uuid) => `/${uuid}/disclosures`, [fault])
      await waitUntil(() =>
        screen.getByRole('heading', { level: 1, name: "We couldn't load your loan documents" }),
      )
      expect(within(main()).getByRole('button', { name: 'Back to final steps' })).toBeTruthy()
      expect(within(main()).queryByRole('button', { name: 'Agree' })).toBeNull()
      await app.user.click(within(main()).getByRole('button', { name: 'Try again' }))
      await waitUntil(() => within(main()).getByText('Document 1 of 3'))
      await documentShown(FIRST_DOCUMENT)
      expect(app.location()).toBe(`/${appUuid}/disclosures`)
    },
  )

  it.each([
    ['an error answer', { endpoint: 'downloadDocument', status: 503, times: 1 }],
    ['a dropped connection', { endpoint: 'downloadDocument', networkError: true, times: 1 }],
  ] as const)(
    'downloading one fails (%s): the viewer says so, and Try again shows it',
    async (_label, fault) => {
      const { app, appUuid, simulation } = await open((uuid) => `/${uuid}/disclosures`, [fault])
      await waitUntil(() => within(main()).getByText('Document 1 of 3'))
      await waitUntil(() => within(main()).getByText("We couldn't show this document"))
      expect(
        within(main()).getByText(`${adviceFor(fault)} Your signatures so far are saved.`),
      ).toBeTruthy()
      await app.user.click(within(main()).getByRole('button', { name: 'Try again' }))
      await documentShown(FIRST_DOCUMENT)
      // Nothing was signed on the way.
      const signed = simulation.engine.loanDocumentsOf(appUuid).filter((doc) => doc.signedAt)
      expect(signed).toEqual([])
    },
  )
})

describe('the documents page (core-journey §2 Documents)', () => {
  it('a download that fails says so by the document, and pressing Download again saves it', async () => {
    const { clicked, click } = recordDownloads()
    const { app } = await open(
      (uuid) => `/${uuid}/documents`,
      [{ endpoint: 'downloadDocument', networkError: true, times: 1 }],
    )
    const button = await waitUntil(() =>
      within(main()).getByRole('button', { name: `Download ${FIRST_DOCUMENT}` }),
    )
    await app.user.click(button)
    const alert = await waitUntil(() => within(main()).getByRole('alert'))
    expect(alert.textContent).toBe('The document could not be downloaded. Please try again.')
    expect(clicked).toEqual([])
    // The list itself stays, with every document.
    expect(within(main()).getAllByRole('button', { name: /^Download / })).toHaveLength(3)

    await app.user.click(within(main()).getByRole('button', { name: `Download ${FIRST_DOCUMENT}` }))
    await waitUntil(() => expect(clicked).toEqual([`${FIRST_DOCUMENT}.pdf`]))
    expect(within(main()).queryByRole('alert')).toBeNull()
    click.mockRestore()
  })
})
