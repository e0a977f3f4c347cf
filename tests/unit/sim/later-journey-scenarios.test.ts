import { resolveScenario } from '@scenarios/scenario'
import { findScenario } from '@scenarios/scenario-catalogue'
import { KYC_DELAY_MS, SOFT_CREDIT_DELAY_MS } from '@sim/borrower/borrower-transitions'
import { detailsProfile } from '@tests/contract/borrower-entries'
import { describe, expect, it } from 'vitest'
import { nextStepFor } from '@/domain/next-step'
import { openStory } from './loaded-engine'

/** The details step as the app sends it, with the profile, consent and phone first. */
async function submitDetails({
  engine,
  borrower,
  application,
}: Awaited<ReturnType<typeof openStory>>) {
  await engine.updateProfile(borrower, detailsProfile('CA', borrower))
  await engine.submitConsents(
    application.appUuid,
    borrower.uuid,
    [{ type: 'SOFT_CREDIT', version: '2024-01-10', optInOut: 'OPT_IN' }],
    borrower,
  )
  await engine.setPhoneAlias(borrower, '4155550134')
  await engine.submitBorrowerDetails(
    application.appUuid,
    borrower.uuid,
    { state: 'CA', sourceOfIncome: 'EMPLOYMENT' },
    borrower,
  )
}

describe('the later-journey scenarios stand where their names say', () => {
  it.each([
    ['at-borrower-details', 'BORROWER_DETAILS', 'details', 'NOT_STARTED'],
    ['international-at-details', 'BORROWER_DETAILS', 'details', 'NOT_STARTED'],
    ['soft-credit-frozen', 'BORROWER_DETAILS', 'details', 'NOT_STARTED'],
    ['soft-credit-locked', 'BORROWER_DETAILS', 'details', 'NOT_STARTED'],
    ['soft-credit-no-match', 'BORROWER_DETAILS', 'details', 'NOT_STARTED'],
    ['soft-credit-declined', 'BORROWER_DETAILS', 'details', 'NOT_STARTED'],
    ['loan-amount-not-valid', 'BORROWER_DETAILS', 'details', 'NOT_STARTED'],
    ['at-next-steps', 'FINAL_STEPS', 'next-steps', 'NOT_STARTED'],
    ['kyc-in-review', 'KYC_VERIFY', 'next-steps', 'PENDING'],
    ['next-steps-agreements-ready', 'SIGN_DOCS', 'next-steps', 'COMPLETED'],
  ])('%s: signed in, %s (the %s screen), identity %s', async (name, state, step, identity) => {
    const { engine, application, borrower } = await openStory(name)
    const found = engine.findApplication(application.appUuid)
    expect(found.state).toBe(state)
    expect(nextStepFor(found.state)).toBe(step)
    expect(found.progress.identity).toBe(identity)
    expect(found.selectedOffer).not.toBeNull()
    expect(engine.getFinalStepsDashboard(application.appUuid, borrower).items[0]).toEqual({
      name: 'Verify Identity',
      status: identity,
    })
  })

  it('at-borrower-details and the soft credit stories chose a California offer', async () => {
    for (const name of ['at-borrower-details', 'soft-credit-frozen', 'loan-amount-not-valid']) {
      const { application } = await openStory(name)
      expect(application.selectedOffer?.state).toBe('CA')
    }
  })

  it('international-at-details wears the Harborline brand and lives in a country', async () => {
    const { engine, application } = await openStory('international-at-details')
    expect(engine.scenario.world.organisation).toBe('HARBORLINE')
    expect(application.selectedOffer).toMatchObject({ state: null, countryCode: 'DE' })
  })

  it.each([
    ['at-borrower-details', 'FINAL_STEPS'],
    ['soft-credit-frozen', 'SOFT_CREDIT_FROZEN'],
    ['soft-credit-locked', 'SOFT_CREDIT_LOCKED'],
    ['soft-credit-no-match', 'SOFT_CREDIT_NO_MATCH'],
    ['soft-credit-declined', 'DECLINED'],
  ])('%s: once the details are in, the soft credit check ends in %s', async (name, state) => {
    const opened = await openStory(name)
    await submitDetails(opened)
    opened.clock.advance(SOFT_CREDIT_DELAY_MS)
    await opened.engine.runDueJobs()
    expect(opened.engine.findApplication(opened.application.appUuid).state).toBe(state)
  })

  it('loan-amount-not-valid refuses the details call with the loan-amount message', () => {
    const scenario = resolveScenario(
      findScenario('loan-amount-not-valid') ?? { name: 'x', description: 'x' },
    )
    expect(scenario.faults).toEqual([
      expect.objectContaining({
        endpoint: 'submitBorrowerDetails',
        status: 400,
        message: expect.stringContaining('Loan amount'),
      }),
    ])
  })

  it('kyc-in-review stays in review as time passes', async () => {
    const { engine, clock, application } = await openStory('kyc-in-review')
    clock.advance(KYC_DELAY_MS * 5)
    await engine.runDueJobs()
    expect(engine.findApplication(application.appUuid)).toMatchObject({
      state: 'KYC_VERIFY',
      progress: { identity: 'PENDING' },
    })
  })

  it('the stories after the details hold a profile with a phone and no whole SSN', async () => {
    for (const name of ['at-next-steps', 'kyc-in-review', 'next-steps-agreements-ready']) {
      const { engine, borrower } = await openStory(name)
      expect(await engine.getProfile(borrower)).toMatchObject({
        hasSsn: true,
        phoneNumbers: [{ number: expect.any(String) }],
        countryOfDomicile: 'US',
      })
      expect(JSON.stringify(engine.snapshot())).not.toMatch(/\d{3}-\d{2}-\d{4}/)
    }
  })
})
