import { getApplicationState, getUserApplications } from '@contract/applications'
import {
  type Consent,
  getFinalStepsDashboard,
  submitBorrowerDetails,
  submitConsents,
  uploadIdentityDocument,
} from '@contract/borrowers'
import { setPhoneAlias, updateProfile } from '@contract/profile'
import type { Scenario } from '@scenarios/scenario'
import { KYC_DELAY_MS, SOFT_CREDIT_DELAY_MS } from '@sim/borrower/borrower-transitions'
import { failure, startBackend, testServices } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { detailsProfile } from './borrower-entries'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

type Backend = Awaited<ReturnType<typeof startBackend>>

async function opened(scenario: Scenario | string) {
  const backend = await startBackend(scenario)
  const { engine } = backend.simulation
  const borrower = engine.authenticate(backend.token.get())
  const [application] = engine.collections.applications.all()
  if (!borrower || !application) throw new Error('Expected a signed-in borrower and a seed')
  return { ...backend, identityUuid: borrower.uuid, appUuid: application.appUuid }
}

const consents: Consent[] = [
  { type: 'TERMS', version: '2024-09-01', optInOut: 'OPT_IN' },
  { type: 'SOFT_CREDIT', version: '2024-01-10', optInOut: 'OPT_IN' },
]

type Opened = Backend & { appUuid: string; identityUuid: string }

async function giveProfile({ client }: Opened, state = 'CA') {
  await client.call(updateProfile, { body: detailsProfile(state) })
}

async function giveConsents({ client, appUuid, identityUuid }: Opened) {
  await client.call(submitConsents, { params: { appUuid, identityUuid }, body: { consents } })
}

async function givePhone({ client }: Opened) {
  await client.call(setPhoneAlias, { body: { value: '4155550134', type: 'Phone' } })
}

function sendDetails({ client, appUuid, identityUuid }: Opened, state = 'CA') {
  return client.call(submitBorrowerDetails, {
    params: { appUuid, identityUuid },
    body: { state, sourceOfIncome: 'EMPLOYMENT' },
  })
}

async function stateOf({ client, appUuid }: Opened) {
  return (await client.call(getApplicationState, { params: { uuid: appUuid } })).state
}

describe('submitting the details', () => {
  it('after profile, consents and phone, the details start the soft credit pull, then the final steps', async () => {
    const backend = await opened('at-borrower-details')
    await giveProfile(backend)
    await giveConsents(backend)
    await givePhone(backend)
    expect(await stateOf(backend)).toBe('BORROWER_DETAILS')
    await sendDetails(backend)
    expect(await stateOf(backend)).toBe('SOFT_CREDIT')
    backend.simulation.clock.advance(SOFT_CREDIT_DELAY_MS)
    expect(await stateOf(backend)).toBe('FINAL_STEPS')
  })

  it.each([
    ['the profile', [giveConsents, givePhone]],
    ['the soft credit consent', [giveProfile, givePhone]],
    ['the phone', [giveProfile, giveConsents]],
  ] as const)(
    'refuses the details (400) without %s, and stays at BORROWER_DETAILS',
    async (_, steps) => {
      const backend = await opened('at-borrower-details')
      for (const step of steps) await step(backend)
      const error = await failure(sendDetails(backend))
      expect(error.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' })
      expect(await stateOf(backend)).toBe('BORROWER_DETAILS')
    },
  )

  it('names the loan amount when the offer’s amount is not valid in the state given', async () => {
    const backend = await opened('at-borrower-details')
    await giveProfile(backend)
    await giveConsents(backend)
    await givePhone(backend)
    // The California offer is $25,000; Minnesota lends from $100,001.
    const error = await failure(sendDetails(backend, 'MN'))
    expect(error.status).toBe(400)
    expect(error.message).toContain('Loan amount')
  })

  it('refuses another state where the amount is valid with a plain 400', async () => {
    const backend = await opened('at-borrower-details')
    await giveProfile(backend)
    await giveConsents(backend)
    await givePhone(backend)
    const error = await failure(sendDetails(backend, 'WA'))
    expect(error.status).toBe(400)
    expect(error.message).not.toContain('Loan amount')
    expect(await stateOf(backend)).toBe('BORROWER_DETAILS')
  })

  it('answers the loan-amount error in the loan-amount-not-valid scenario', async () => {
    const backend = await opened('loan-amount-not-valid')
    await giveProfile(backend)
    await giveConsents(backend)
    await givePhone(backend)
    const error = await failure(sendDetails(backend))
    expect(error.status).toBe(400)
    expect(error.message).toContain('Loan amount')
  })

  it('refuses details for another borrower (404) and a second submission (409)', async () => {
    const backend = await opened('at-borrower-details')
    await giveProfile(backend)
    await giveConsents(backend)
    await givePhone(backend)
    const other = await failure(
      sendDetails({ ...backend, identityUuid: '7d1e7a52-2f0c-4c53-9a3c-5b1f0f6a9e11' }),
    )
    expect(other.status).toBe(404)
    await sendDetails(backend)
    expect((await failure(sendDetails(backend))).status).toBe(409)
  })
})

describe('the final-steps dashboard', () => {
  const statuses = (dashboard: { items: { name: string; status: string }[] }) =>
    Object.fromEntries(dashboard.items.map((item) => [item.name, item.status]))

  it.each([
    ['at-next-steps', 'NOT_STARTED', 'NOT_STARTED'],
    ['kyc-in-review', 'PENDING', 'IN_PROGRESS'],
    ['next-steps-agreements-ready', 'COMPLETED', 'IN_PROGRESS'],
  ])(
    '%s: Verify Identity %s, the other three not started, overall %s',
    async (name, identity, overall) => {
      const backend = await opened(name)
      const dashboard = await backend.client.call(getFinalStepsDashboard, {
        params: { uuid: backend.appUuid },
      })
      expect(statuses(dashboard)).toEqual({
        'Verify Identity': identity,
        'Disbursement Account': 'NOT_STARTED',
        'Review Agreements': 'NOT_STARTED',
        'Post Collateral': 'NOT_STARTED',
      })
      expect(dashboard.status).toBe(overall)
    },
  )
})

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0]
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]

function file(head: readonly number[], type: string, size = 2_048): Blob {
  const bytes = new Uint8Array(size)
  bytes.set(head)
  return new Blob([bytes], { type })
}

function upload(backend: Opened, document: Blob, fileName = 'licence.png') {
  return backend.client.call(uploadIdentityDocument, {
    params: { appUuid: backend.appUuid },
    body: {
      document,
      documentOwnerIdentityUuid: backend.identityUuid,
      documentType: 'DRIVERS_LICENSE',
      side: 'FRONT',
      fileName,
    },
  })
}

describe('uploading an identity document', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['PDF', PDF, 'application/pdf'],
  ])(
    'takes a %s, keeps what it is (not its bytes) and starts verification',
    async (_, head, type) => {
      const backend = await opened('at-next-steps')
      const before = JSON.stringify(backend.simulation.engine.snapshot()).length
      await upload(backend, file(head, type, 200_000), 'licence-front')
      expect(await stateOf(backend)).toBe('KYC_VERIFY')
      const dashboard = await backend.client.call(getFinalStepsDashboard, {
        params: { uuid: backend.appUuid },
      })
      expect(dashboard.items[0]).toEqual({ name: 'Verify Identity', status: 'IN_PROGRESS' })
      expect(backend.simulation.engine.listIdentityDocuments(backend.appUuid)).toEqual([
        expect.objectContaining({
          fileName: 'licence-front',
          contentType: type,
          size: 200_000,
          documentType: 'DRIVERS_LICENSE',
          side: 'FRONT',
        }),
      ])
      // The saved world grows by the record, not by the file's 200 KB.
      const after = JSON.stringify(backend.simulation.engine.snapshot()).length
      expect(after - before).toBeLessThan(2_000)
      backend.simulation.clock.advance(KYC_DELAY_MS)
      expect(await stateOf(backend)).toBe('SIGN_DOCS')
    },
  )

  it('takes the back of the document while verification runs', async () => {
    const backend = await opened('at-next-steps')
    await upload(backend, file(PNG, 'image/png'))
    await upload(backend, file(PNG, 'image/png'), 'licence-back.png')
    expect(backend.simulation.engine.listIdentityDocuments(backend.appUuid)).toHaveLength(2)
    expect(await stateOf(backend)).toBe('KYC_VERIFY')
  })

  it.each([
    ['a GIF', file([0x47, 0x49, 0x46, 0x38], 'image/gif')],
    ['a PNG that is not one inside', file([0x47, 0x49, 0x46, 0x38], 'image/png')],
    ['a PDF named as a JPEG', file(PDF, 'image/jpeg')],
    ['a file over 10 MB', file(PNG, 'image/png', 10 * 1024 * 1024 + 1)],
  ])('refuses %s with a clear 400, leaving identity not started', async (_, document) => {
    const backend = await opened('at-next-steps')
    const error = await failure(upload(backend, document))
    expect(error.status).toBe(400)
    expect(error.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' })
    expect(error.message).toMatch(/PNG, JPEG or PDF|10 MB/)
    expect(await stateOf(backend)).toBe('FINAL_STEPS')
  })

  it('refuses a file far over the limit from its declared length, with the same 400', async () => {
    const backend = await opened('at-next-steps')
    const response = await fetch(
      `${testServices.lending}/secure/api/v1/applications/${backend.appUuid}/borrowers/identity/upload-identity-id-document`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${backend.token.get()}`,
          'content-length': String(50 * 1024 * 1024),
        },
        body: '{}',
      },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'The file is larger than 10 MB' })
  })
})

describe('the borrower’s applications', () => {
  it('lists each of the borrower’s applications with its state', async () => {
    const backend = await opened('kyc-in-review')
    expect(await backend.client.call(getUserApplications)).toEqual([
      { appUuid: backend.appUuid, state: 'KYC_VERIFY', stage: 'APPLYING' },
    ])
  })
})
