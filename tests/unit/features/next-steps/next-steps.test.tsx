// @vitest-environment happy-dom

import type { Scenario } from '@scenarios/scenario'
import { screen, within } from '@testing-library/react'
import {
  type ApplicationSeed,
  applicationAt,
  namedWorld,
  worldWith,
} from '@tests/support/application-world'
import {
  advance,
  installAppHarness,
  type RenderAppOptions,
  renderApp,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()

const FINAL_STEPS_PATH = '/final-steps-dashboard'
const STATE_PATH = '/krang/state'

const main = () => screen.getByRole('main')

/** The checklist of one application, opened directly as a reload or an old link would. */
async function openNextSteps(
  seed: ApplicationSeed,
  overrides: Partial<Scenario> = {},
  options: RenderAppOptions = {},
) {
  const { simulation, appUuids } = await worldWith([seed], overrides)
  const appUuid = appUuids[0] as string
  const app = await renderApp(`/${appUuid}/next-steps`, { simulation, ...options })
  return { app, appUuid }
}

/** A named scenario that opens on the checklist. */
async function openScenario(name: string, options: RenderAppOptions = {}) {
  const { simulation, appUuids } = await namedWorld(name)
  const appUuid = appUuids[0] as string
  const app = await renderApp(`/${appUuid}/next-steps`, { simulation, ...options })
  return { app, appUuid }
}

async function checklistShown() {
  await waitUntil(() => screen.getByRole('heading', { level: 1, name: 'Final steps' }))
}

/** A step's card: its status as read and its one button. */
function card(name: string) {
  const item = within(main()).getByRole('listitem', { name })
  const status = (item.querySelector('.final-step__status')?.textContent ?? '').replace(
    'Status: ',
    '',
  )
  return { item, status, button: within(item).queryByRole('button') as HTMLButtonElement | null }
}

describe('next steps (core-journey §2, §4)', () => {
  it('identity not started: Verify Identity starts, agreements and collateral wait, Continue is off', async () => {
    const { app, appUuid } = await openScenario('at-next-steps')
    await checklistShown()

    expect(card('Verify Identity').status).toBe('Not started')
    expect(card('Verify Identity').button?.textContent).toBe('Start')
    expect(card('Verify Identity').button?.disabled).toBe(false)
    for (const name of ['Review Agreements', 'Post Collateral']) {
      expect(card(name).button?.textContent).toBe('Start')
      expect(card(name).button?.disabled).toBe(true)
    }
    expect(screen.queryByText('ID in Review')).toBeNull()
    expect(
      (within(main()).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled,
    ).toBe(true)

    await app.user.click(screen.getByRole('button', { name: 'Start Verify Identity' }))
    await waitUntil(() => {
      if (app.location() !== `/${appUuid}/identity`) throw new Error(app.location())
    })
  })

  it('identity in progress: Processing, and the checklist and state are asked again every 2 s', async () => {
    const { app } = await openNextSteps(
      applicationAt('KYC_VERIFY', { identity: 'IN_PROGRESS' }),
      {},
      { fakeTimers: true },
    )
    await checklistShown()
    expect(card('Verify Identity').status).toBe('In progress')
    expect(card('Verify Identity').button?.textContent).toBe('Processing')
    expect(card('Verify Identity').button?.disabled).toBe(true)
    expect(screen.queryByText('ID in Review')).toBeNull()

    const checklistCalls = app.requests.count(FINAL_STEPS_PATH)
    const stateCalls = app.requests.count(STATE_PATH)
    await advance(1_900)
    expect(app.requests.count(FINAL_STEPS_PATH)).toBe(checklistCalls)
    await advance(100)
    expect(app.requests.count(FINAL_STEPS_PATH)).toBe(checklistCalls + 1)
    expect(app.requests.count(STATE_PATH)).toBe(stateCalls + 1)
  })

  it('nothing under way: the checklist is not polled', async () => {
    const { app } = await openScenario('at-next-steps', { fakeTimers: true })
    await checklistShown()
    const calls = app.requests.count(FINAL_STEPS_PATH)
    await advance(10_000)
    expect(app.requests.count(FINAL_STEPS_PATH)).toBe(calls)
  })

  it('identity in review: the ID in Review warning, and the agreements stay shut', async () => {
    await openScenario('kyc-in-review')
    await checklistShown()
    expect(within(main()).getByRole('status').textContent).toContain('ID in Review')
    expect(card('Verify Identity').status).toBe('Pending')
    expect(card('Verify Identity').button?.textContent).toBe('Processing')
    for (const name of ['Review Agreements', 'Post Collateral']) {
      expect(card(name).button?.textContent).toBe('Start')
      expect(card(name).button?.disabled).toBe(true)
    }
  })

  it('in SIGN_DOCS the agreements open, and Start leads to the loan documents', async () => {
    const { app, appUuid } = await openScenario('next-steps-agreements-ready')
    await checklistShown()
    expect(card('Verify Identity').status).toBe('Completed')
    expect(card('Verify Identity').button?.textContent).toBe('Complete')
    // The row says it once: the status is read out, the button shows it.
    const verified = card('Verify Identity').item.querySelector('.final-step__status')
    expect(verified?.classList.contains('visually-hidden')).toBe(true)
    const notStarted = card('Post Collateral').item.querySelector('.final-step__status')
    expect(notStarted?.classList.contains('visually-hidden')).toBe(false)
    const agreements = card('Review Agreements').button
    expect(agreements?.textContent).toBe('Start')
    expect(agreements?.disabled).toBe(false)
    expect(card('Post Collateral').button?.disabled).toBe(true)

    await app.user.click(screen.getByRole('button', { name: 'Start Review Agreements' }))
    await waitUntil(() => {
      if (app.location() !== `/${appUuid}/disclosures`) throw new Error(app.location())
    })
  })

  it.each([
    ['DECLINED', 'decline'],
    ['SOFT_CREDIT_FROZEN', 'credit-frozen'],
    ['SOFT_CREDIT_LOCKED', 'credit-locked'],
    ['SOFT_CREDIT_NO_MATCH', 'credit-no-match'],
    ['FUNDABLE', 'complete'],
  ] as const)('an application in %s is sent to /%s', async (state, step) => {
    const { app, appUuid } = await openNextSteps(applicationAt(state))
    await waitUntil(() => {
      if (app.location() !== `/${appUuid}/${step}`) throw new Error(app.location())
    })
  })

  it('a cancelled application is sent to the dashboard', async () => {
    const { app } = await openNextSteps(applicationAt('CANCELLED', { stage: 'FINAL' }))
    await waitUntil(() => {
      if (app.location() !== '/dashboard') throw new Error(app.location())
    })
  })

  it('a failed checklist says so and tries again', async () => {
    const { app } = await openNextSteps(applicationAt('FINAL_STEPS'), {
      faults: [{ endpoint: 'getFinalStepsDashboard', status: 503, times: 1 }],
    })
    await waitUntil(() =>
      screen.getByRole('heading', { level: 1, name: "We couldn't load your final steps" }),
    )
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await checklistShown()
  })
})
