import {
  createLinkToken,
  exchangePublicToken,
  listBankLinkItems,
  postLinkMetadata,
  reportLinkError,
} from '@contract/bank-link'
import { getFinalStepsDashboard } from '@contract/borrowers'
import {
  getDisbursementDestination,
  setLinkedDisbursementAccount,
  setManualDisbursementAccount,
  setUsdcDisbursementAddress,
} from '@contract/disbursement'
import { fillPath } from '@contract/endpoint'
import { publicTokenFor } from '@fixtures/bank-institutions'
import { atDisbursement, internationalAtUsdcDisbursement } from '@scenarios/disbursement'
import type { Scenario } from '@scenarios/scenario'
import { BANK_LINK_SETTLE_MS } from '@sim/disbursement/disbursement-operations'
import { failure, startBackend, testServices } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { manualBankAccount } from './borrower-entries'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

async function opened(scenario: Scenario | string = atDisbursement) {
  const backend = await startBackend(scenario)
  const [application] = backend.simulation.engine.collections.applications.all()
  if (!application) throw new Error('Expected a seeded application')
  return { ...backend, appUuid: application.appUuid }
}
type Opened = Awaited<ReturnType<typeof opened>>

/** Sends a body the app's client would refuse to send, as another client might. */
async function rawPost(
  { token }: Opened,
  endpoint: { path: string; service: keyof typeof testServices },
  params: Record<string, string>,
  body: unknown,
) {
  const response = await fetch(
    `${testServices[endpoint.service]}${fillPath(endpoint.path, params)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.get()}` },
      body: JSON.stringify(body),
    },
  )
  return { status: response.status, text: await response.text() }
}

async function disbursementStatus({ client, appUuid }: Opened) {
  const dashboard = await client.call(getFinalStepsDashboard, { params: { uuid: appUuid } })
  return dashboard.items.find((item) => item.name === 'Disbursement Account')?.status
}

/** Links a bank the way the app does: a link token, the dialog's public token, the exchange. */
async function linkBank({ client }: Opened, institutionId = 'ins_granite') {
  const { linkToken } = await client.call(createLinkToken, {
    body: {
      clientName: 'Meridian',
      redirectURI: 'http://app.test/plaid-oauth-success',
      products: ['auth'],
    },
  })
  const { accessToken } = await client.call(exchangePublicToken, {
    params: { token: publicTokenFor(institutionId, linkToken) },
  })
  await client.call(postLinkMetadata, {
    params: { accessToken },
    body: { metadata: { institution: { institution_id: institutionId } } },
  })
  return accessToken
}

describe('POST /disbursement-account/manual', () => {
  it('takes a valid account, completes Disbursement Account and keeps only the last four digits', async () => {
    const backend = await opened()
    expect(await disbursementStatus(backend)).toBe('NOT_STARTED')
    await backend.client.call(setManualDisbursementAccount, {
      params: { uuid: backend.appUuid },
      body: manualBankAccount,
    })
    expect(await disbursementStatus(backend)).toBe('COMPLETED')
    const record = backend.simulation.engine.disbursementAccountOf(backend.appUuid)
    expect(record).toMatchObject({
      kind: 'MANUAL',
      accountLastFour: '6789',
      routingLastFour: '0021',
    })
    const saved = JSON.stringify(backend.simulation.engine.snapshot())
    expect(saved).not.toContain(manualBankAccount.accountNumber)
    expect(saved).not.toContain(manualBankAccount.routingNumber)
  })

  it.each([
    ['a routing number failing the 3-7-1 checksum', { routingNumber: '021000022' }],
    ['a routing number of eight digits', { routingNumber: '02100002' }],
    ['an account number of three digits', { accountNumber: '123' }],
    ['an account number of eighteen digits', { accountNumber: '123456789012345678' }],
    ['an account number with a letter', { accountNumber: '1234a' }],
    ['an empty first name', { firstName: '' }],
  ])('refuses %s with a 400 and changes nothing', async (_, change) => {
    const backend = await opened()
    const answer = await rawPost(
      backend,
      setManualDisbursementAccount,
      { uuid: backend.appUuid },
      { ...manualBankAccount, ...change },
    )
    expect(answer.status).toBe(400)
    expect(answer.text).not.toContain(manualBankAccount.accountNumber)
    expect(await disbursementStatus(backend)).toBe('NOT_STARTED')
  })

  it('refuses an application that is not at its final steps (409)', async () => {
    const backend = await opened('at-borrower-details')
    const error = await failure(
      backend.client.call(setManualDisbursementAccount, {
        params: { uuid: backend.appUuid },
        body: manualBankAccount,
      }),
    )
    expect(error.status).toBe(409)
  })
})

describe('the bank-link service', () => {
  it('answers a link token, exchanges the public token and lists the item with its accounts', async () => {
    const backend = await opened()
    expect(await backend.client.call(listBankLinkItems, {})).toEqual([])
    await linkBank(backend)
    const items = await backend.client.call(listBankLinkItems, {})
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      institution: { name: 'Granite National Bank' },
      status: 'COMPLETE',
      accounts: [
        { name: 'Everyday Checking', accountType: 'checking', accountNumberMask: '0042' },
        { name: 'High-Yield Savings', accountType: 'savings', accountNumberMask: '7719' },
      ],
    })
  })

  it('refuses a public token the dialog did not give, and a bank that is down (400)', async () => {
    const backend = await opened()
    const { linkToken } = await backend.client.call(createLinkToken, {
      body: { clientName: 'Meridian', redirectURI: 'http://app.test/x', products: ['auth'] },
    })
    for (const token of ['public-made-up', publicTokenFor('ins_bayline', linkToken)]) {
      const error = await failure(backend.client.call(exchangePublicToken, { params: { token } }))
      expect(error.status).toBe(400)
    }
  })

  it("refuses another borrower's link token", async () => {
    const backend = await opened()
    const error = await failure(
      backend.client.call(exchangePublicToken, {
        params: { token: publicTokenFor('ins_granite', 'link-sim-someone-else.1') },
      }),
    )
    expect(error.status).toBe(400)
  })

  it('answers 404 for metadata on an unknown access token', async () => {
    const backend = await opened()
    const error = await failure(
      backend.client.call(postLinkMetadata, {
        params: { accessToken: 'access-unknown' },
        body: { metadata: {} },
      }),
    )
    expect(error.status).toBe(404)
  })

  it('takes a link error report', async () => {
    const backend = await opened()
    await expect(
      backend.client.call(reportLinkError, {
        body: { linkError: { error_code: 'INSTITUTION_DOWN' }, linkErrorMetadata: {} },
      }),
    ).resolves.toBeFalsy()
  })

  it('can fail the token exchange by a fault', async () => {
    const backend = await opened('bank-link-exchange-fails')
    const error = await failure(linkBank(backend))
    expect(error.status).toBe(503)
    await linkBank(backend)
    expect(await backend.client.call(listBankLinkItems, {})).toHaveLength(1)
  })

  it.each([
    ['PENDING', 'COMPLETE'],
    ['PENDING_VERIFICATION', 'COMPLETE'],
    ['UPDATING', 'COMPLETE'],
    ['NEEDS_LOGIN', 'NEEDS_LOGIN'],
    ['FAILED', 'FAILED'],
    ['FAILED_NO_RETRY', 'FAILED_NO_RETRY'],
    ['COMPLETE', 'COMPLETE'],
  ] as const)(
    'a link decided %s lists as %s once the bank has had its time',
    async (status, later) => {
      const backend = await opened({ ...atDisbursement, decisions: { bankLink: status } })
      await linkBank(backend)
      const [first] = await backend.client.call(listBankLinkItems, {})
      expect(first?.status).toBe(status)
      backend.simulation.clock.advance(BANK_LINK_SETTLE_MS)
      const [settled] = await backend.client.call(listBankLinkItems, {})
      expect(settled?.status).toBe(later)
    },
  )
})

describe('POST /disbursement-account/plaid', () => {
  it('takes an account of a linked item, upper-case type, and completes Disbursement Account', async () => {
    const backend = await opened()
    await linkBank(backend)
    const [item] = await backend.client.call(listBankLinkItems, {})
    const account = item!.accounts[1]!
    await backend.client.call(setLinkedDisbursementAccount, {
      params: { uuid: backend.appUuid },
      body: { accountType: 'SAVINGS', achAccountId: account.id },
    })
    expect(await disbursementStatus(backend)).toBe('COMPLETED')
    expect(backend.simulation.engine.disbursementAccountOf(backend.appUuid)).toMatchObject({
      kind: 'LINKED',
      achAccountId: account.id,
      accountLastFour: '7719',
    })
  })

  it('refuses an account that is not linked, a lower-case type, and a wrong type (400)', async () => {
    const backend = await opened()
    await linkBank(backend)
    const [item] = await backend.client.call(listBankLinkItems, {})
    const account = item!.accounts[0]!
    for (const body of [
      { accountType: 'CHECKING', achAccountId: 'not-linked' },
      { accountType: 'checking', achAccountId: account.id },
      { accountType: 'SAVINGS', achAccountId: account.id },
    ]) {
      const answer = await rawPost(
        backend,
        setLinkedDisbursementAccount,
        { uuid: backend.appUuid },
        body,
      )
      expect(answer.status).toBe(400)
    }
    expect(await disbursementStatus(backend)).toBe('NOT_STARTED')
  })

  it('refuses an account whose bank link failed (409)', async () => {
    const backend = await opened('bank-link-item-failed')
    await linkBank(backend)
    const [item] = await backend.client.call(listBankLinkItems, {})
    const error = await failure(
      backend.client.call(setLinkedDisbursementAccount, {
        params: { uuid: backend.appUuid },
        body: { accountType: 'CHECKING', achAccountId: item!.accounts[0]!.id },
      }),
    )
    expect(error.status).toBe(409)
  })
})

describe('POST /disbursement-usdc/address', () => {
  it('takes a wallet address for an international application', async () => {
    const backend = await opened(internationalAtUsdcDisbursement)
    await backend.client.call(setUsdcDisbursementAddress, {
      params: { uuid: backend.appUuid },
      body: { address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    })
    expect(await disbursementStatus(backend)).toBe('COMPLETED')
  })

  it.each([
    ['empty', ''],
    ['45 characters', 'x'.repeat(45)],
  ])('refuses an address that is %s (400)', async (_, address) => {
    const backend = await opened(internationalAtUsdcDisbursement)
    const answer = await rawPost(
      backend,
      setUsdcDisbursementAddress,
      { uuid: backend.appUuid },
      { address },
    )
    expect(answer.status).toBe(400)
  })

  it('refuses a US application (409)', async () => {
    const backend = await opened()
    const error = await failure(
      backend.client.call(setUsdcDisbursementAddress, {
        params: { uuid: backend.appUuid },
        body: { address: 'abc' },
      }),
    )
    expect(error.status).toBe(409)
  })
})

describe('where the loan is paid, read back (an assumed call: getDisbursementDestination)', () => {
  it('answers nothing before an account is set, then only its last four digits', async () => {
    const backend = await opened()
    const read = () =>
      backend.client.call(getDisbursementDestination, { params: { uuid: backend.appUuid } })
    expect(await read()).toBeNull()
    await backend.client.call(setManualDisbursementAccount, {
      params: { uuid: backend.appUuid },
      body: {
        routingNumber: '011000015',
        accountNumber: '000123456789',
        firstName: 'Dana',
        lastName: 'Whitfield',
      },
    })
    const destination = await read()
    expect(destination).toEqual({
      kind: 'BANK_ACCOUNT',
      accountLastFour: '6789',
      accountType: null,
    })
    expect(JSON.stringify(destination)).not.toContain('123456789')
  })

  it.each([
    ['funds-disbursed', { kind: 'BANK_ACCOUNT', accountLastFour: '4321', accountType: null }],
    ['international-micro-deposit', { kind: 'USDC_WALLET' }],
  ])('a story seeded past the step, %s, has paid somewhere', async (scenario, expected) => {
    const backend = await opened(scenario)
    const destination = await backend.client.call(getDisbursementDestination, {
      params: { uuid: backend.appUuid },
    })
    expect(destination).toMatchObject(expected)
  })
})
