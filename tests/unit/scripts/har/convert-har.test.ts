import { resolveScenario } from '@scenarios/scenario'
import { conversionReport, convertHar } from '@scripts/har/convert-har'
import { type RecordedExchange, readHar } from '@scripts/har/read-har'
import { cashDrawnFor } from '@scripts/har/rebuild-world'
import { harOf } from '@tests/support/har-builder'
import { describe, expect, it } from 'vitest'
import { APP, PERSONAL, releaseRefused, TOKEN } from './recorded-session'

function converted(har: string, name = 'recorded-release') {
  const result = convertHar(har, name)
  if (!result.ok) throw new Error(result.reason)
  return result.conversion
}

describe('a HAR is read as Chromium and Firefox write it', () => {
  it('gives the same exchanges from both shapes', () => {
    const chromium = readHar(harOf(releaseRefused, 'chromium'))
    const firefox = readHar(harOf(releaseRefused, 'firefox'))
    if (!chromium.ok || !firefox.ok) throw new Error('not read')
    // Firefox names no resource type: a PDF fetched is a file to it, a call to Chromium. Neither
    // is read; every other exchange is the same.
    const calls = (exchanges: RecordedExchange[]) =>
      exchanges.map(({ isCall, ...exchange }) => ({
        ...exchange,
        isCall: isCall && !exchange.binary,
      }))
    expect(calls(firefox.exchanges)).toEqual(calls(chromium.exchanges))
    expect(chromium.exchanges.filter((exchange) => exchange.isPage)).toHaveLength(1)
  })

  it('writes the same story from both', () => {
    expect(converted(harOf(releaseRefused, 'firefox')).source).toBe(
      converted(harOf(releaseRefused, 'chromium')).source,
    )
  })

  it.each([
    ['not JSON', 'this is not json', 'not JSON'],
    ['JSON without a log', '{"entries": []}', 'not a HAR 1.2 log'],
  ])('refuses a file that is %s', (_, raw, reason) => {
    const result = convertHar(raw, 'x')
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.reason).toContain(reason)
  })

  it('never decodes a PDF: its bytes stay out of the exchanges and the story', () => {
    const read = readHar(harOf(releaseRefused))
    if (!read.ok) throw new Error(read.reason)
    const pdf = read.exchanges.find((exchange) => exchange.url.pathname.includes('download'))
    expect(pdf).toMatchObject({ binary: true, responseBody: undefined })
    expect(converted(harOf(releaseRefused)).source).not.toContain('%PDF')
  })
})

describe('an answer the recording holds no body of', () => {
  // A browser keeps a body only while its page is open: the calls of a page reloaded before
  // they were kept are in the HAR with no content text.
  const har = JSON.parse(harOf(releaseRefused)) as {
    log: { entries: { request: { url: string }; response: { content: { text?: string } } }[] }
  }
  const at = har.log.entries.findIndex((entry) =>
    entry.request.url.endsWith('/service-profile/profile'),
  )
  const kept = har.log.entries[at]
  if (!kept) throw new Error('no JSON answer in the recording')
  const { text: _, ...contentWithoutText } = kept.response.content
  const lost = { ...kept, response: { ...kept.response, content: contentWithoutText } }
  har.log.entries.splice(at, 0, lost)

  it('is not a contract failure: it is said apart, and the answers kept make the same story', () => {
    const conversion = converted(JSON.stringify(har))
    const whole = converted(harOf(releaseRefused))
    expect(conversion.unplaced).toEqual(whole.unplaced)
    expect(conversion.withoutBody).toHaveLength(1)
    expect(conversion.source).toBe(whole.source)
    expect(conversionReport(conversion, 'story.ts')).toContain(
      `holds no body of (their page was left or reloaded before the browser kept them), read as answering nothing: ${conversion.withoutBody[0]}`,
    )
  })
})

describe('personal data never reaches the story', () => {
  const conversion = converted(harOf(releaseRefused))

  it.each(Object.entries({ ...PERSONAL, token: TOKEN }))('%s is replaced', (_, value) => {
    expect(conversion.source).not.toContain(value)
  })

  it('replaces by kind and counts each value once however often it appears', () => {
    expect(conversion.replaced).toEqual(
      expect.arrayContaining([
        { kind: 'name', values: 2, places: expect.any(Number) },
        { kind: 'email', values: 1, places: expect.any(Number) },
        { kind: 'date of birth', values: 1, places: expect.any(Number) },
        { kind: 'phone', values: 1, places: expect.any(Number) },
        { kind: 'address', values: 4, places: expect.any(Number) },
        { kind: 'wallet address', values: 2, places: expect.any(Number) },
        { kind: 'account number', values: 1, places: expect.any(Number) },
      ]),
    )
  })

  it('gives the same value the same fake everywhere, and the same fakes on every run', () => {
    const twice = converted(harOf([...releaseRefused, ...releaseRefused]))
    const { borrower } = resolveScenario(conversion.scenario).world
    expect(borrower?.firstName).not.toBe(PERSONAL.firstName)
    expect(resolveScenario(twice.scenario).world.borrower).toEqual(borrower)
    expect(converted(harOf(releaseRefused)).source).toBe(conversion.source)
  })

  it('gives the return address a fake that is still a Bitcoin address, typed in the replay', () => {
    const fill = resolveScenario(conversion.scenario).replay.steps.find((step) => 'value' in step)
    expect(fill).toMatchObject({ kind: 'fill', label: 'Return wallet address' })
    const value = fill && 'value' in fill ? fill.value : ''
    expect(value).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/)
    expect(value).not.toBe(PERSONAL.returnAddress)
  })
})

describe('the story is rebuilt from the answers', () => {
  const story = resolveScenario(converted(harOf(releaseRefused)).scenario)

  it('starts from the world the answers show', () => {
    expect(story.world.organisation).toBe('MERIDIAN')
    expect(story.world.borrower).toMatchObject({ signedIn: true })
    expect(story.world.borrower?.profile?.homeAddress).toMatchObject({ state: 'OR', country: 'US' })
    expect(story.world.applications).toEqual([
      expect.objectContaining({
        state: 'COMPLETE',
        stage: 'COLLATERAL_RELEASE',
        residence: { state: 'OR' },
        offerRequest: { requestedAmount: 25_000, collateralType: 'BTC', coinQuantity: 1 },
        selectFirstOffer: true,
        identity: 'COMPLETED',
        disbursement: 'COMPLETED',
      }),
    ])
    expect(story.world.prices).toEqual({ BTC: 97_250 })
  })

  it('infers the decisions the answers imply', () => {
    expect(story.decisions).toMatchObject({
      release: 'INVALID_RETURN_ADDRESS',
      bankLink: 'PENDING_VERIFICATION',
      softCredit: 'APPROVED',
      kyc: 'APPROVED',
    })
  })

  it('opens at the page recorded, its application named as the first, and shows its figures', () => {
    expect(story.replay.path).toBe('first-application/collateral-release')
    expect(story.replay.steps.slice(0, 2)).toEqual([
      { kind: 'expectPath', endsWith: '/collateral-release', note: 'the page recorded' },
      { kind: 'expectText', text: '1.0000 BTC', note: 'the collateral held' },
    ])
    expect(story.replay.steps.slice(-2)).toEqual([
      { kind: 'click', role: 'button', name: 'Confirm' },
      {
        kind: 'expectText',
        text: 'Invalid address entered - enter again',
        note: 'what the lender answered',
      },
    ])
  })

  it('reports what it could not place: calls outside the contract, answers that fail it', () => {
    expect(converted(harOf(releaseRefused)).unplaced).toEqual([
      {
        call: 'GET /content/organizations/MERIDIAN (getOrganisationInfo)',
        reason: expect.stringMatching(/^answer fails the contract: .+: /),
      },
      {
        call: 'GET /service-cryptopl-leap/secure/api/v1/unheard-of',
        reason: 'not a call of the contract',
      },
    ])
  })

  it.each([
    ['SOFT_CREDIT_FROZEN', { softCredit: 'FROZEN' }],
    ['SOFT_CREDIT_LOCKED', { softCredit: 'LOCKED' }],
    ['SOFT_CREDIT_NO_MATCH', { softCredit: 'NO_MATCH' }],
  ])('reads the soft credit outcome from the state %s', (state, decisions) => {
    const har = harOf([
      { url: `/account/crypto-backed-loan/${APP}`, page: true },
      {
        url: `/service-cryptopl-leap/secure/api/v1/applications/${APP}/krang/state`,
        token: TOKEN,
        answer: { state, stage: 'APPLYING' },
      },
    ])
    expect(resolveScenario(converted(har).scenario).decisions).toMatchObject(decisions)
  })

  it('reads identity verification in review from the final-steps items', () => {
    const har = harOf([
      {
        url: `/service-cryptopl-leap/secure/api/v1/applications/${APP}/final-steps-dashboard`,
        token: TOKEN,
        answer: { status: 'IN_PROGRESS', items: [{ name: 'Verify Identity', status: 'PENDING' }] },
      },
    ])
    expect(resolveScenario(converted(har).scenario).decisions.kyc).toBe('IN_REVIEW')
  })
})

describe('a funded loan seen only on the dashboard gets back the cash drawn on it', () => {
  it.each([
    [45_450, { state: 'CA' }, 45_000],
    [20_170, { state: 'NY' }, 20_000],
    [25_000, { state: 'KS' }, 25_000],
    [10_400, { state: 'MI' }, 10_000],
    [30_450, { country: 'DE' }, 30_000],
  ])('a balance of %d in %j was %d of cash', (balance, residence, cash) => {
    expect(cashDrawnFor(balance, residence)).toBe(cash)
  })
})
