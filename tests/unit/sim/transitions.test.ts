import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { freshUsBorrower } from '@scenarios/fresh-us-borrower'
import { resolveScenario, type Scenario } from '@scenarios/scenario'
import {
  DISCLOSURES_DELAY_MS,
  KYC_DELAY_MS,
  SOFT_CREDIT_DELAY_MS,
} from '@sim/borrower/borrower-transitions'
import { createClock } from '@sim/core/clock'
import {
  destinationsOf,
  resolveDestination,
  scheduledRowsFrom,
  type TransitionRow,
} from '@sim/core/transition-row'
import { createEngine } from '@sim/engine/engine'
import { transitions } from '@sim/engine/transitions'
import { inRepository } from '@tests/support/repository'
import { offerBody as offerRequest } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { isPolledState, NEXT_STEP_POLL, nextStepFor } from '@/domain/next-step'
import { loadedEngine } from './loaded-engine'

/** The app gives up polling after this long and routes on whatever state it has. */
const POLLING_WINDOW_MS = (NEXT_STEP_POLL.maxAttempts - 1) * NEXT_STEP_POLL.intervalMs

/** What is wrong with a table, checked against core-journey §4 row by row. */
function problemsOf(table: readonly TransitionRow[]): string[] {
  const problems: string[] = []
  for (const row of table) {
    for (const { state, waitsFor } of destinationsOf(row)) {
      const where = `${row.from.join('|')} --${row.on}--> ${state}`
      if (isPolledState(state)) {
        if (waitsFor !== 'moves-on') problems.push(`${where}: ${state} is polled, it must move on`)
        const leaving = scheduledRowsFrom(table, state).filter(
          (next) => (next.afterMs ?? 0) <= POLLING_WINDOW_MS,
        )
        if (leaving.length === 0) {
          problems.push(`${where}: nothing moves ${state} on within ${POLLING_WINDOW_MS} ms`)
        }
      } else if (waitsFor !== nextStepFor(state)) {
        problems.push(
          `${where}: the borrower waits on ${waitsFor} but the app routes ${state} to ${nextStepFor(state)}`,
        )
      }
    }
  }
  return problems
}

const signedIn: Scenario = {
  name: 'signed-in',
  description: 'A signed-in borrower.',
  world: {
    borrower: { signedIn: true, firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' },
  },
}

describe('the transition table against core-journey §4', () => {
  it('leaves the borrower, in every state it can reach, where the app routes that state', () => {
    expect(problemsOf(transitions)).toEqual([])
  })

  it('moves every polled state on by itself within the polling window', () => {
    const polled = transitions
      .flatMap(destinationsOf)
      .map(({ state }) => state)
      .filter(isPolledState)
    expect(new Set(polled)).toEqual(
      new Set(['ATTACH_PROFILE', 'GEN_APP_DISCLOSURES', 'SOFT_CREDIT']),
    )
    for (const state of polled) {
      expect(scheduledRowsFrom(transitions, state).length).toBeGreaterThan(0)
    }
  })

  it('catches a new application sent to OFFER_SELECT, and a polled state left waiting', () => {
    const wrong: TransitionRow[] = [
      {
        from: ['APP_START'],
        on: 'offersRequested',
        to: { state: 'OFFER_SELECT', waitsFor: 'dashboard' },
      },
      {
        from: ['APP_START'],
        on: 'offerSelected',
        to: { state: 'ATTACH_PROFILE', waitsFor: 'moves-on' },
      },
    ]
    expect(problemsOf(wrong)).toEqual([
      'APP_START --offersRequested--> OFFER_SELECT: the borrower waits on dashboard but the app routes OFFER_SELECT to renew',
      'APP_START --offerSelected--> ATTACH_PROFILE: nothing moves ATTACH_PROFILE on within 1900 ms',
    ])
  })

  it('is the only way a state changes: no operation sets one itself', () => {
    const root = inRepository('sim')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    )
    const setters = files.filter((file) =>
      /\.state\s*=[^=]/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(setters).toEqual([join('core', 'state-machine.ts')])
  })

  it('reads a decided row from the scenario when it runs', () => {
    const row: TransitionRow = {
      from: ['SOFT_CREDIT'],
      on: 'disclosuresGenerated',
      afterMs: 1_000,
      to: {
        decision: 'softCredit',
        outcomes: {
          APPROVED: { state: 'KYC_VERIFY', waitsFor: 'next-steps' },
          FROZEN: { state: 'SOFT_CREDIT_FROZEN', waitsFor: 'credit-frozen' },
        },
      },
    }
    const decisions = resolveScenario({
      ...freshUsBorrower,
      decisions: { softCredit: 'FROZEN' },
    }).decisions
    expect(resolveDestination(row, decisions).state).toBe('SOFT_CREDIT_FROZEN')
    expect(problemsOf([row])).toEqual([])
  })
})

describe('the simulated lender walking the table', () => {
  it('prices a new application at APP_START, then attaches, links, prepares disclosures and asks for details', async () => {
    const { engine, clock } = await loadedEngine(signedIn)
    const borrower = engine.authenticate(engine.currentToken())
    if (!borrower) throw new Error('Expected a signed-in borrower')
    const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
    const [offer] = await engine.requestOffers(appUuid, offerRequest)
    expect(engine.getApplicationState(appUuid, null).state).toBe('APP_START')

    await engine.selectOffer(appUuid, offer?.uuid ?? '')
    clock.advance(60_000)
    await engine.runDueJobs()
    // Signed out, nothing links it: it waits for the borrower's sign-in and link call.
    expect(engine.getApplicationState(appUuid, null).state).toBe('ATTACH_PROFILE')

    await engine.linkBorrower(appUuid, borrower)
    expect(engine.getApplicationState(appUuid, borrower).state).toBe('GEN_APP_DISCLOSURES')
    clock.advance(DISCLOSURES_DELAY_MS - 1)
    await engine.runDueJobs()
    expect(engine.getApplicationState(appUuid, borrower).state).toBe('GEN_APP_DISCLOSURES')
    clock.advance(1)
    await engine.runDueJobs()
    expect(engine.getApplicationState(appUuid, borrower)).toEqual({
      state: 'BORROWER_DETAILS',
      stage: 'APPLYING',
    })
    expect(engine.pendingJobs()).toEqual([])
  })

  it('links a signed-in selection at once', async () => {
    const { engine, clock } = await loadedEngine(signedIn)
    const borrower = engine.authenticate(engine.currentToken())
    const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
    const [offer] = await engine.requestOffers(appUuid, offerRequest)
    await engine.selectOffer(appUuid, offer?.uuid ?? '', borrower)
    expect(engine.findApplication(appUuid).ownerUuid).toBe(borrower?.uuid)
    expect(engine.getApplicationState(appUuid, borrower).state).toBe('GEN_APP_DISCLOSURES')
    clock.advance(DISCLOSURES_DELAY_MS)
    await engine.runDueJobs()
    expect(engine.getApplicationState(appUuid, borrower).state).toBe('BORROWER_DETAILS')
  })

  it('keeps pending work in the saved world and resumes it after a reload', async () => {
    const { engine } = await loadedEngine(signedIn)
    const borrower = engine.authenticate(engine.currentToken())
    const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
    const [offer] = await engine.requestOffers(appUuid, offerRequest)
    await engine.selectOffer(appUuid, offer?.uuid ?? '', borrower)
    const saved = engine.snapshot()
    expect(saved.collections.jobs).toEqual([
      expect.objectContaining({
        appUuid,
        event: 'disclosuresGenerated',
        runAt: engine.clock.now() + DISCLOSURES_DELAY_MS,
      }),
    ])

    const clock = createClock({ start: 0 })
    const reloaded = createEngine({ clock, scenario: resolveScenario(signedIn) })
    await reloaded.restore(saved)
    expect(reloaded.getApplicationState(appUuid, null).state).toBe('GEN_APP_DISCLOSURES')
    clock.advance(DISCLOSURES_DELAY_MS)
    await reloaded.runDueJobs()
    expect(reloaded.getApplicationState(appUuid, null).state).toBe('BORROWER_DETAILS')
  })

  it('replays the same way every time, given an id seed', async () => {
    async function play() {
      const { engine, clock } = await loadedEngine(signedIn, 3)
      const borrower = engine.authenticate(engine.currentToken())
      const { appUuid } = await engine.createApplication({ organization: 'MERIDIAN' })
      const [offer] = await engine.requestOffers(appUuid, offerRequest)
      await engine.selectOffer(appUuid, offer?.uuid ?? '', borrower)
      clock.advance(10_000)
      await engine.runDueJobs()
      return engine.snapshot()
    }
    expect(await play()).toEqual(await play())
  })

  it('resumes a seeded polled state on its own', async () => {
    const { engine, clock } = await loadedEngine({
      ...signedIn,
      world: {
        ...signedIn.world,
        applications: [
          { state: 'GEN_APP_DISCLOSURES', stage: 'APPLYING', residence: { state: 'CA' } },
        ],
      },
    })
    const [seeded] = engine.collections.applications.all()
    clock.advance(DISCLOSURES_DELAY_MS)
    await engine.runDueJobs()
    expect(engine.getApplicationState(seeded?.appUuid ?? '', null).state).toBe('BORROWER_DETAILS')
  })
})

const atDetails: Scenario = {
  ...signedIn,
  world: {
    ...signedIn.world,
    applications: [
      {
        state: 'BORROWER_DETAILS',
        stage: 'APPLYING',
        residence: { state: 'CA' },
        offerRequest: { requestedAmount: 10_000, collateralType: 'BTC', coinQuantity: 0.5 },
        selectFirstOffer: true,
      },
    ],
  },
}

type Engine = Awaited<ReturnType<typeof loadedEngine>>['engine']

function seeded(engine: Engine) {
  const borrower = engine.authenticate(engine.currentToken())
  const [application] = engine.collections.applications.all()
  if (!borrower || !application) throw new Error('Expected a signed-in borrower and a seed')
  return { borrower, appUuid: application.appUuid }
}

/** The details step as the app sends it: profile, consents, phone, then the details. */
async function submitDetails(engine: Engine) {
  const { borrower, appUuid } = seeded(engine)
  await engine.updateProfile(borrower, {
    name: { firstName: 'Ana', lastName: 'Diaz', suffix: null },
    dob: '1988-02-03',
    ssn: '123-45-6789',
    homeAddress: {
      street1: '1 Main St',
      street2: null,
      city: 'Fresno',
      state: 'CA',
      zip: '93701',
      country: 'US',
    },
    consents: [],
  })
  await engine.submitConsents(
    appUuid,
    borrower.uuid,
    [{ type: 'SOFT_CREDIT', version: '1', optInOut: 'OPT_IN' }],
    borrower,
  )
  await engine.setPhoneAlias(borrower, '4155550134')
  await engine.submitBorrowerDetails(
    appUuid,
    borrower.uuid,
    { state: 'CA', sourceOfIncome: 'EMPLOYMENT' },
    borrower,
  )
  return { borrower, appUuid }
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

describe('after the details: soft credit, the final steps and identity', () => {
  it.each([
    ['APPROVED', 'FINAL_STEPS'],
    ['FROZEN', 'SOFT_CREDIT_FROZEN'],
    ['LOCKED', 'SOFT_CREDIT_LOCKED'],
    ['NO_MATCH', 'SOFT_CREDIT_NO_MATCH'],
    ['DECLINED', 'DECLINED'],
  ] as const)(
    'details submitted go to SOFT_CREDIT, then softCredit %s leads to %s',
    async (softCredit, state) => {
      const { engine, clock } = await loadedEngine({ ...atDetails, decisions: { softCredit } })
      const { appUuid } = await submitDetails(engine)
      expect(engine.getApplicationState(appUuid, null).state).toBe('SOFT_CREDIT')
      clock.advance(SOFT_CREDIT_DELAY_MS - 1)
      await engine.runDueJobs()
      expect(engine.getApplicationState(appUuid, null).state).toBe('SOFT_CREDIT')
      clock.advance(1)
      await engine.runDueJobs()
      expect(engine.getApplicationState(appUuid, null).state).toBe(state)
    },
  )

  it('starts the pull only with the last call, once profile, soft credit consent and phone are in', async () => {
    const { engine } = await loadedEngine(atDetails)
    const { borrower, appUuid } = seeded(engine)
    const details = { state: 'CA', sourceOfIncome: 'EMPLOYMENT' } as const
    await expect(
      engine.submitBorrowerDetails(appUuid, borrower.uuid, details, borrower),
    ).rejects.toMatchObject({ status: 400 })
    expect(engine.getApplicationState(appUuid, null).state).toBe('BORROWER_DETAILS')
  })

  it.each([
    ['APPROVED', 'SIGN_DOCS', 'COMPLETED'],
    ['IN_REVIEW', 'KYC_VERIFY', 'PENDING'],
    ['REJECTED', 'DECLINED', 'IN_PROGRESS'],
  ] as const)(
    'an identity document moves FINAL_STEPS to KYC_VERIFY, then kyc %s leads to %s',
    async (kyc, state, identity) => {
      const { engine, clock } = await loadedEngine({ ...atDetails, decisions: { kyc } })
      const { borrower, appUuid } = await submitDetails(engine)
      clock.advance(SOFT_CREDIT_DELAY_MS)
      await engine.runDueJobs()
      await engine.uploadIdentityDocument(
        appUuid,
        {
          document: new Blob([PNG], { type: 'image/png' }),
          documentOwnerIdentityUuid: borrower.uuid,
          documentType: 'DRIVERS_LICENSE',
          side: 'FRONT',
          fileName: 'front.png',
        },
        borrower,
      )
      expect(engine.findApplication(appUuid)).toMatchObject({
        state: 'KYC_VERIFY',
        progress: { identity: 'IN_PROGRESS' },
      })
      clock.advance(KYC_DELAY_MS)
      await engine.runDueJobs()
      expect(engine.findApplication(appUuid)).toMatchObject({ state, progress: { identity } })
      // An identity in review waits for people: nothing is left scheduled to decide it again.
      clock.advance(KYC_DELAY_MS * 10)
      await engine.runDueJobs()
      expect(engine.findApplication(appUuid).state).toBe(state)
      // Only the 14-day deadline, counted from the details, is still to come.
      expect(engine.pendingJobs(appUuid).map((job) => job.event)).toEqual([
        'applicationWindowClosed',
      ])
    },
  )
})
