// @vitest-environment happy-dom

import type { ApplicationStatus } from '@contract/applications'
import type { Fault } from '@scenarios/scenario'
import type { Simulation } from '@sim/create-simulation'
import { act, screen, within } from '@testing-library/react'
import { namedWorld } from '@tests/support/application-world'
import {
  advance,
  doubleClickInOneTask,
  installAppHarness,
  notifications,
  type RenderedApp,
  renderApp,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { applicationKeys } from '@/api/query-keys'
import { checklistStatus } from '../checklist'
import { recordDownloads } from '../downloads'

installAppHarness()

const main = () => screen.getByRole('main')

const reviewStatus = (app: RenderedApp, appUuid: string) =>
  checklistStatus(app, appUuid, 'Review Agreements')

function cachedState(app: RenderedApp, appUuid: string) {
  return app.runtime.queryClient.getQueryData<ApplicationStatus>(applicationKeys.state(appUuid))
}

async function at(app: RenderedApp, path: string) {
  await waitUntil(() => {
    if (app.location() !== path) throw new Error(`at ${app.location()}, expected ${path}`)
  })
}

async function atDocument(position: string, name: string) {
  await waitUntil(() => within(main()).getByText(position))
  await waitUntil(() => within(main()).getByRole('heading', { level: 2, name }))
  // The PDF's own bytes reached the viewer.
  await waitUntil(() => {
    if (within(main()).getByRole('document', { name }).textContent !== '%PDF-') throw new Error()
  })
}

function addFault(simulation: Simulation, fault: Fault) {
  simulation.faults.load([...simulation.faults.list().map((entry) => entry.fault), fault])
}

function signedCount(simulation: Simulation, appUuid: string) {
  return simulation.engine.loanDocumentsOf(appUuid).filter((doc) => doc.signedAt !== null).length
}

/** The borrower signs the first `count` of the application's documents, as another tab would. */
async function signFirstDocuments(simulation: Simulation, appUuid: string, count: number) {
  const owner = simulation.engine.collections.borrowers.all()[0]!
  const unsigned = await simulation.engine.listUnsignedDocuments(appUuid, owner.uuid, owner)
  for (const doc of unsigned.slice(0, count)) {
    await simulation.engine.signDocument(appUuid, owner.uuid, doc.uuid, owner)
  }
}

/** The checklist of a partly signed application, its Continue Review Agreements pressed. */
async function continueFromChecklist(simulation: Simulation, appUuid: string) {
  const app = await renderApp(`/${appUuid}/next-steps`, { simulation })
  await app.user.click(
    await waitUntil(() => screen.getByRole('button', { name: 'Continue Review Agreements' })),
  )
  return app
}

/** From the checklist, as a borrower goes, so there is a page to go back to. */
async function openFromChecklist(name: string, fault?: Fault) {
  const { simulation, appUuids } = await namedWorld(name)
  if (fault) addFault(simulation, fault)
  const appUuid = appUuids[0] as string
  const app = await renderApp(`/${appUuid}/next-steps`, { simulation })
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
  await app.user.click(screen.getByRole('button', { name: 'Start Review Agreements' }))
  await at(app, `/${appUuid}/disclosures`)
  return { app, appUuid, simulation }
}

describe('the loan documents (core-journey §2 Disclosures, §4)', () => {
  it('shows each document in turn with its position, signs each with Agree, then goes to next steps', async () => {
    const { app, appUuid, simulation } = await openFromChecklist('at-agreements')
    await atDocument('Document 1 of 3', 'Loan and Security Agreement')
    expect(within(main()).getByText(/A fee of \$100 may apply/)).toBeTruthy()
    expect(
      within(main()).getByRole('link', { name: /Download Loan and Security Agreement/ }),
    ).toBeTruthy()
    expect(within(main()).queryByRole('button', { name: 'I accept' })).toBeNull()

    await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))
    await atDocument('Document 2 of 3', 'Truth in Lending Disclosure')
    expect(signedCount(simulation, appUuid)).toBe(1)
    expect(reviewStatus(app, appUuid)).toBe('IN_PROGRESS')
    // The next document's name takes focus.
    expect(document.activeElement?.textContent).toBe('Truth in Lending Disclosure')

    await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))
    await atDocument('Document 3 of 3', 'Collateral Custody Agreement')
    await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))

    await at(app, `/${appUuid}/next-steps`)
    expect(signedCount(simulation, appUuid)).toBe(3)
    // The lender has moved the application on; the checklist learns of it at its next poll,
    // brought forward to now (the poll's 2 s are tested on a fake clock with the checklist).
    await app.pollNow()
    expect(simulation.engine.getApplicationState(appUuid, null)).toEqual({
      state: 'WAITING_FOR_COLLATERAL',
      stage: 'PROCESSING',
    })
    await waitUntil(() => {
      const card = within(main()).getByRole('listitem', { name: 'Review Agreements' })
      within(card).getByRole('button', { name: 'Complete Review Agreements' })
    })
    const collateral = within(main()).getByRole('listitem', { name: 'Post Collateral' })
    expect(
      (
        within(collateral).getByRole('button', {
          name: 'Start Post Collateral',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false)
  })

  it('a double click on Agree signs the document once and moves on one document', async () => {
    const { app, appUuid, simulation } = await openFromChecklist('at-agreements', {
      endpoint: 'signDocument',
      latencyMs: 200,
    })
    await atDocument('Document 1 of 3', 'Loan and Security Agreement')
    doubleClickInOneTask(within(main()).getByRole('button', { name: 'Agree' }))
    await atDocument('Document 2 of 3', 'Truth in Lending Disclosure')
    expect(
      app.requests.all.filter(({ url }) => url.pathname.includes('/sign-document/')),
    ).toHaveLength(1)
    expect(signedCount(simulation, appUuid)).toBe(1)
  })

  it('partly signed, the checklist offers Continue and the page resumes at the next document', async () => {
    const { simulation, appUuids } = await namedWorld('at-agreements')
    const appUuid = appUuids[0] as string
    await signFirstDocuments(simulation, appUuid, 1)

    await continueFromChecklist(simulation, appUuid)
    // The signed one still counts: the page says what it said before the reload.
    await atDocument('Document 2 of 3', 'Truth in Lending Disclosure')
  })

  it('Back and Forward after a signature show the next document, not the signed one again', async () => {
    const { app, appUuid, simulation } = await openFromChecklist('at-agreements')
    await atDocument('Document 1 of 3', 'Loan and Security Agreement')
    await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))
    await atDocument('Document 2 of 3', 'Truth in Lending Disclosure')
    await act(async () => app.runtime.router.history.back())
    await at(app, `/${appUuid}/next-steps`)
    await act(async () => app.runtime.router.history.forward())
    await at(app, `/${appUuid}/disclosures`)
    await atDocument('Document 2 of 3', 'Truth in Lending Disclosure')
    expect(
      within(main()).queryByRole('heading', { name: 'Loan and Security Agreement' }),
    ).toBeNull()
    expect(signedCount(simulation, appUuid)).toBe(1)
  })

  it('signing the last document moves the cached checklist and application at once', async () => {
    const { app, appUuid } = await openFromChecklist('at-agreements', {
      endpoint: 'signDocument',
      latencyMs: 400,
    })
    for (const [position, name] of [
      ['Document 1 of 3', 'Loan and Security Agreement'],
      ['Document 2 of 3', 'Truth in Lending Disclosure'],
      ['Document 3 of 3', 'Collateral Custody Agreement'],
    ] as const) {
      await atDocument(position, name)
      await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))
      if (position !== 'Document 3 of 3') {
        await waitUntil(() => expect(reviewStatus(app, appUuid)).toBe('IN_PROGRESS'))
      }
    }
    // In flight: PENDING, and the application PROCESSING / WAITING_FOR_COLLATERAL.
    await waitUntil(() => expect(reviewStatus(app, appUuid)).toBe('PENDING'))
    expect(cachedState(app, appUuid)).toEqual({
      stage: 'PROCESSING',
      state: 'WAITING_FOR_COLLATERAL',
    })
    await at(app, `/${appUuid}/next-steps`)
  })

  it('a failed signature restores the checklist and goes back one page; the retry signs', async () => {
    const { app, appUuid, simulation } = await openFromChecklist('signature-fails')
    await atDocument('Document 1 of 3', 'Loan and Security Agreement')
    expect(reviewStatus(app, appUuid)).toBe('NOT_STARTED')
    await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))

    await at(app, `/${appUuid}/next-steps`)
    // Back a page, and told why: the signature failed, by a server in trouble.
    const notice = await waitUntil(() => notifications().getByRole('alert'))
    expect(notice.textContent).toBe(
      'Your signature was not saved' +
        'Loan and Security Agreement is not signed. Our servers are having trouble right now. Please try again in a moment.',
    )
    expect(reviewStatus(app, appUuid)).toBe('NOT_STARTED')
    expect(signedCount(simulation, appUuid)).toBe(0)
    const start = await waitUntil(() =>
      screen.getByRole('button', { name: 'Start Review Agreements' }),
    )
    const card = within(main()).getByRole('listitem', { name: 'Review Agreements' })
    expect(within(card).getByText('Not started')).toBeTruthy()

    // The lender refused once: the retry signs the first document and moves on to the second.
    await app.user.click(start)
    await at(app, `/${appUuid}/disclosures`)
    await atDocument('Document 1 of 3', 'Loan and Security Agreement')
    await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))
    await atDocument('Document 2 of 3', 'Truth in Lending Disclosure')
    expect(signedCount(simulation, appUuid)).toBe(1)
    expect(notifications().getByRole('status').textContent).toBe(
      'Loan and Security Agreement is signed',
    )
  })

  it('documents signed meanwhile in another tab: Agree is refused (409), the page says so and shows where the application stands, with nothing to try again', async () => {
    const { app, appUuid, simulation } = await openFromChecklist('at-agreements')
    await atDocument('Document 1 of 3', 'Loan and Security Agreement')
    // The other tab signs all three: the application moves on to its collateral.
    await signFirstDocuments(simulation, appUuid, 3)
    await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))

    const notice = await waitUntil(() => notifications().getByRole('status'))
    expect(notice.textContent).toBe(
      'Your documents are already signed' +
        'They were signed in another tab or window. Here is where your application stands now.',
    )
    expect(notifications().queryByRole('alert')).toBeNull()
    // Read again, not put back: the checklist shows the agreements done, collateral next.
    await at(app, `/${appUuid}/next-steps`)
    const card = await waitUntil(() =>
      within(main()).getByRole('listitem', { name: 'Review Agreements' }),
    )
    await waitUntil(() => within(card).getByRole('button', { name: 'Complete Review Agreements' }))
    expect(cachedState(app, appUuid)?.state).toBe('WAITING_FOR_COLLATERAL')
    expect(screen.queryByText(/try again/i)).toBeNull()
  })

  it('a failed last signature restores the cached application too', async () => {
    const { simulation, appUuids } = await namedWorld('at-agreements')
    const appUuid = appUuids[0] as string
    await signFirstDocuments(simulation, appUuid, 2)
    addFault(simulation, {
      endpoint: 'signDocument',
      status: 503,
      latencyMs: 300,
      times: 1,
    })
    const app = await continueFromChecklist(simulation, appUuid)
    await atDocument('Document 3 of 3', 'Collateral Custody Agreement')
    await app.user.click(within(main()).getByRole('button', { name: 'Agree' }))
    await waitUntil(() => expect(cachedState(app, appUuid)?.state).toBe('WAITING_FOR_COLLATERAL'))

    await at(app, `/${appUuid}/next-steps`)
    expect(reviewStatus(app, appUuid)).toBe('IN_PROGRESS')
    expect(cachedState(app, appUuid)).toEqual({ state: 'SIGN_DOCS', stage: 'APPLYING' })
    expect(simulation.engine.getApplicationState(appUuid, null).state).toBe('SIGN_DOCS')
  })

  it('a renewal signs with I accept, offers Back, warns of no fee, and ends on complete', async () => {
    const { app, appUuid } = await openFromChecklist('renewal-at-agreements')
    await atDocument('Document 1 of 3', 'Loan and Security Agreement')
    expect(within(main()).queryByText(/\$100/)).toBeNull()
    expect(within(main()).queryByRole('button', { name: 'Agree' })).toBeNull()
    expect(within(main()).getByRole('button', { name: 'Back' })).toBeTruthy()
    for (const position of ['Document 1 of 3', 'Document 2 of 3', 'Document 3 of 3']) {
      await waitUntil(() => within(main()).getByText(position))
      await app.user.click(within(main()).getByRole('button', { name: 'I accept' }))
    }
    await at(app, `/${appUuid}/complete`)
  })

  it("a renewal's Back returns to the checklist", async () => {
    const { app, appUuid } = await openFromChecklist('renewal-at-agreements')
    await atDocument('Document 1 of 3', 'Loan and Security Agreement')
    await app.user.click(within(main()).getByRole('button', { name: 'Back' }))
    await at(app, `/${appUuid}/next-steps`)
  })

  it('with no document ready yet, asks again every 2 s at most 5 times, then says so (core-journey §9)', async () => {
    const { simulation, appUuids } = await namedWorld('at-agreements')
    const appUuid = appUuids[0] as string
    const owner = simulation.engine.collections.borrowers.all()[0]!
    // The lender has documents but none to sign yet, while still in SIGN_DOCS.
    await simulation.engine.listDocuments(appUuid, owner.uuid, owner)
    await simulation.engine.collections.loanDocuments.updateMany((q) => q.where({ appUuid }), {
      data(draft) {
        draft.signedAt = 0
      },
    })
    const app = await renderApp(`/${appUuid}/disclosures`, { simulation, fakeTimers: true })
    const unsignedCalls = () => app.requests.count('/documents/unsigned')
    await waitUntil(() => expect(unsignedCalls()).toBe(1))
    expect(within(main()).getByRole('status').textContent).toContain('Loading your loan documents')

    for (let refetch = 1; refetch <= 5; refetch += 1) {
      await advance(2_000)
      expect(unsignedCalls()).toBe(1 + refetch)
    }
    // The fifth refetch's answer renders on the next tick of the page's clock.
    await advance(100)
    await waitUntil(() =>
      within(main()).getByRole('heading', { name: 'Your loan documents are not ready yet' }),
    )
    await advance(10_000)
    expect(unsignedCalls()).toBe(6)

    await app.user.click(within(main()).getByRole('button', { name: 'Check again' }))
    await waitUntil(() => expect(unsignedCalls()).toBe(7))
  })

  it('an application past signing is sent on by the next-step routing', async () => {
    const { simulation, appUuids } = await namedWorld('documents-unavailable')
    const appUuid = appUuids[0] as string
    const app = await renderApp(`/${appUuid}/disclosures`, { simulation })
    await at(app, `/${appUuid}/next-steps`)
  })
})

describe('the documents page (core-journey §2 Documents, §8)', () => {
  it('lists every document with a Download action, and Back goes to the dashboard', async () => {
    const { simulation, appUuids } = await namedWorld('at-agreements')
    const appUuid = appUuids[0] as string
    const app = await renderApp(`/${appUuid}/documents`, { simulation })
    await waitUntil(() =>
      within(main()).getByRole('button', { name: 'Download Loan and Security Agreement' }),
    )
    expect(within(main()).getAllByRole('button', { name: /^Download / })).toHaveLength(3)
    await app.user.click(within(main()).getByRole('button', { name: 'Back to dashboard' }))
    await at(app, '/dashboard')
  })

  it('downloads the PDF of a document', async () => {
    const { simulation, appUuids } = await namedWorld('at-agreements')
    const appUuid = appUuids[0] as string
    const { clicked, click } = recordDownloads()
    const app = await renderApp(`/${appUuid}/documents`, { simulation })
    const button = await waitUntil(() =>
      within(main()).getByRole('button', { name: 'Download Truth in Lending Disclosure' }),
    )
    await app.user.click(button)
    await waitUntil(() => {
      if (clicked.length === 0) throw new Error('no download yet')
    })
    expect(clicked).toEqual(['Truth in Lending Disclosure.pdf'])
    click.mockRestore()
  })

  it("says 'Unable to load documents. Please try again later' when the list fails, and back=true goes to details", async () => {
    const { simulation, appUuids } = await namedWorld('documents-unavailable')
    const appUuid = appUuids[0] as string
    // Opened from the details form (back=true): the application is at its details.
    const { engine } = simulation
    await engine.updateApplication(engine.findApplication(appUuid), (draft) => {
      draft.state = 'BORROWER_DETAILS'
    })
    const app = await renderApp(`/${appUuid}/documents?back=true`, { simulation })
    await waitUntil(() => within(main()).getByRole('alert'))
    expect(within(main()).getByRole('alert').textContent).toContain(
      'Unable to load documents. Please try again later',
    )
    expect(within(main()).getByRole('button', { name: 'Try again' })).toBeTruthy()
    await app.user.click(within(main()).getByRole('button', { name: 'Back' }))
    await at(app, `/${appUuid}/details`)
  })

  it("says 'Currently no documents.' before any are prepared", async () => {
    const { simulation, appUuids } = await namedWorld('at-next-steps')
    const appUuid = appUuids[0] as string
    await renderApp(`/${appUuid}/documents`, { simulation })
    await waitUntil(() => within(main()).getByText('Currently no documents.'))
  })
})
