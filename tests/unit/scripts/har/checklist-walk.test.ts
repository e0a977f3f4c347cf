import { resolveScenario } from '@scenarios/scenario'
import { convertHar } from '@scripts/har/convert-har'
import { type Exchange, harOf } from '@tests/support/har-builder'
import { describe, expect, it } from 'vitest'
import { isValidRoutingNumber } from '@/domain/disbursement'
import { APP, PERSONAL, recordedApplication, TOKEN } from './recorded-session'

/**
 * A recording that walked the checklist becomes a story that walks it again: it opens where
 * the recording began, in the world as it was then, and makes each change from its page with
 * the values the recording sent (replaced), checking each page on the way.
 */

const LENDING = '/service-cryptopl-leap/secure/api/v1/applications'
const IDENTITY = 'aa11bb22-cc33-4d44-8e55-ff6677889900'
const ACCOUNT = {
  routingNumber: '111000025',
  accountNumber: '7788990011',
  firstName: PERSONAL.firstName,
  lastName: PERSONAL.lastName,
}

const atChecklist = recordedApplication('FINAL_STEPS', 'PROCESSING')

const checklist = (identity: string, account: string) => ({
  url: `${LENDING}/${APP}/final-steps-dashboard`,
  token: TOKEN,
  answer: {
    status: 'IN_PROGRESS',
    items: [
      { name: 'Verify Identity', status: identity },
      { name: 'Disbursement Account', status: account },
    ],
  },
})

const sign = (doc: string): Exchange => ({
  method: 'POST',
  url: `${LENDING}/${APP}/borrowers/${IDENTITY}/sign-document/${doc}`,
  token: TOKEN,
})

/** The borrower opens the checklist, verifies her ID, enters her account, signs three documents. */
const walked: Exchange[] = [
  { url: `/account/crypto-backed-loan/${APP}/next-steps`, page: true },
  { url: `${LENDING}/${APP}`, token: TOKEN, answer: atChecklist },
  checklist('PENDING', 'PENDING'),
  {
    method: 'POST',
    url: `${LENDING}/${APP}/borrowers/identity/upload-identity-id-document`,
    token: TOKEN,
  },
  checklist('COMPLETED', 'PENDING'),
  {
    method: 'POST',
    url: `${LENDING}/${APP}/disbursement-account/manual`,
    token: TOKEN,
    body: ACCOUNT,
  },
  checklist('COMPLETED', 'COMPLETED'),
  sign('d1'),
  sign('d2'),
  sign('d3'),
  { url: `${LENDING}/${APP}`, token: TOKEN, answer: { ...atChecklist, state: 'SIGN_DOCS' } },
]

/** The HAR, its upload a multipart body naming a passport (its picture left out). */
function recording(exchanges: readonly Exchange[]): string {
  const har = JSON.parse(harOf(exchanges)) as {
    log: { entries: { request: { url: string; postData?: unknown } }[] }
  }
  for (const entry of har.log.entries) {
    if (entry.request.url.endsWith('upload-identity-id-document')) {
      entry.request.postData = {
        mimeType: 'multipart/form-data; boundary=x',
        text: '--x\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPASSPORT\r\n--x\r\nContent-Disposition: form-data; name="document"; filename="me.png"\r\n\r\n\u0089PNG\r\n--x--',
      }
    }
  }
  return JSON.stringify(har)
}

function converted(raw: string) {
  const result = convertHar(raw, 'walked-checklist')
  if (!result.ok) throw new Error(result.reason)
  return result.conversion
}

describe('a recording that walked the checklist', () => {
  it('opens where the recording began, in the state it began in', () => {
    const story = resolveScenario(converted(recording(walked)).scenario)
    expect(story.replay.path).toBe('first-application/next-steps')
    expect(story.world.applications?.[0]?.state).toBe('FINAL_STEPS')
  })

  it("makes each change from its page, with the recording's values, checking each page", () => {
    const { scenario, originals } = converted(recording(walked))
    const steps = resolveScenario(scenario).replay.steps
    // What the walk checks of each page: its address's end, or its heading (a name, no role).
    const pages = steps.flatMap((step) =>
      'endsWith' in step ? [step.endsWith] : 'name' in step && !('role' in step) ? [step.name] : [],
    )
    // (After each wait for the lender, the checklist is read again: 'Final steps' twice.)
    expect(pages).toEqual([
      'Final steps',
      '/identity',
      'Final steps',
      'Final steps',
      'Disbursement account',
      '/disbursement/manually-link',
      'Final steps',
      'Final steps',
      '/disclosures',
      'Final steps',
    ])
    // The ID type the recording chose, and three agreements signed.
    expect(steps).toContainEqual({ kind: 'select', label: 'ID type', option: 'Passport' })
    expect(steps.filter((step) => 'role' in step && step.name === 'Agree')).toHaveLength(3)
    // The account typed again is the recording's, its personal values replaced with fakes.
    const typed = Object.fromEntries(
      steps.flatMap((step) => ('value' in step ? [[step.label, step.value]] : [])),
    )
    expect(typed['Routing number']).toMatch(/^\d{9}$/)
    expect(isValidRoutingNumber(typed['Routing number'] ?? '')).toBe(true)
    expect(typed['Account number']).toMatch(/^\d{4,17}$/)
    for (const value of [ACCOUNT.routingNumber, ACCOUNT.accountNumber, PERSONAL.firstName]) {
      expect(originals).toContain(value)
      expect(Object.values(typed)).not.toContain(value)
    }
  })

  it("lets the recording's time pass on the lender's clock between two changes", () => {
    // Each exchange of the built HAR starts a second after the one before: the account is
    // entered 2 s after the upload, time the identity check had.
    const steps = resolveScenario(converted(recording(walked)).scenario).replay.steps
    const upload = steps.findIndex((step) => 'role' in step && step.name === 'Upload')
    const account = steps.findIndex(
      (step) => 'role' in step && step.name === 'Start Disbursement Account',
    )
    expect(steps.slice(upload, account)).toContainEqual(
      expect.objectContaining({ kind: 'advanceClock', ms: 2_000 }),
    )
  })

  it('leaves a change the lender refused out of the walk', () => {
    const refused = walked.map((exchange) =>
      exchange.url.endsWith('/manual') ? { ...exchange, status: 400 } : exchange,
    )
    const steps = resolveScenario(converted(recording(refused)).scenario).replay.steps
    expect(steps.some((step) => 'label' in step && step.label === 'Routing number')).toBe(false)
  })
})
