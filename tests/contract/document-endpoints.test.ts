import { getApplication, getApplicationState } from '@contract/applications'
import { getFinalStepsDashboard } from '@contract/borrowers'
import { loanDocuments } from '@contract/documents'
import type { Scenario } from '@scenarios/scenario'
import { caApplicationAt, danaWithDetails } from '@scenarios/story-parts'
import { DECLINED_ON_CREDIT_REPORT } from '@sim/borrower/adverse-action'
import { KYC_DELAY_MS, SOFT_CREDIT_DELAY_MS } from '@sim/borrower/borrower-transitions'
import { money } from '@sim/documents/loan-document-content'
import { failure, startBackend } from '@tests/support/simulated-backend'
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { formatCoin, formatLtv, formatPercent, formatUsd } from '@/domain/format'
import { tierForLtv } from '@/domain/pricing/rate-tiers'
import { truthInLending } from '@/domain/pricing/truth-in-lending'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

async function opened(scenario: Scenario | string) {
  const backend = await startBackend(scenario)
  const { engine } = backend.simulation
  const borrower = engine.authenticate(backend.token.get())
  const [application] = engine.collections.applications.all()
  if (!borrower || !application) throw new Error('Expected a signed-in borrower and a seed')
  const params = { appUuid: application.appUuid, identityUuid: borrower.uuid }
  return { ...backend, params, appUuid: application.appUuid }
}
type Opened = Awaited<ReturnType<typeof opened>>

function story(seed: Parameters<typeof caApplicationAt>[1], state = 'SIGN_DOCS' as const) {
  return {
    name: 'documents-story',
    description: 'A signed-in borrower with one application.',
    world: {
      borrower: danaWithDetails,
      applications: [
        caApplicationAt(state, { identity: 'COMPLETED', disbursement: 'COMPLETED', ...seed }),
      ],
    },
  } satisfies Scenario
}

async function signAll({ client, params }: Opened) {
  const unsigned = await client.call(loanDocuments.listUnsigned, { params })
  for (const document of unsigned) {
    await client.call(loanDocuments.sign, { params: { ...params, docUuid: document.uuid } })
  }
  return unsigned
}

/**
 * The text drawn on every page: each page's content streams inflated, and the strings shown
 * with Tj read back (pdf-lib writes them as hex in the standard fonts' encoding). PDF.js would
 * do this too, but its current version needs a newer Node than the tests run on.
 */
async function pageText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes)
  const parts: string[] = []
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents]
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref as never)
      if (!(stream instanceof PDFRawStream)) continue
      const source = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
      for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const codes = (hex ?? '').match(/../g) ?? []
        parts.push(String.fromCharCode(...codes.map((code) => Number.parseInt(code, 16))))
      }
    }
  }
  return parts.join(' ')
}

describe('loan documents (core-journey §2 Disclosures, §7)', () => {
  it('lists three documents in SIGN_DOCS, all unsigned, with names and descriptions', async () => {
    const backend = await opened('at-agreements')
    const all = await backend.client.call(loanDocuments.list, { params: backend.params })
    expect(all.map((document) => document.name)).toEqual([
      'Loan and Security Agreement',
      'Truth in Lending Disclosure',
      'Collateral Custody Agreement',
    ])
    for (const document of all) expect(document.description).not.toBe('')
    const unsigned = await backend.client.call(loanDocuments.listUnsigned, {
      params: backend.params,
    })
    expect(unsigned).toEqual(all)
  })

  it('has no documents before SIGN_DOCS', async () => {
    const backend = await opened(story({ identity: 'NOT_STARTED' }, 'FINAL_STEPS' as never))
    expect(await backend.client.call(loanDocuments.list, { params: backend.params })).toEqual([])
    expect(
      await backend.client.call(loanDocuments.listUnsigned, { params: backend.params }),
    ).toEqual([])
  })

  it("downloads a real PDF carrying the borrower's name, address and the offer's terms", async () => {
    const backend = await opened('at-agreements')
    const [first] = await backend.client.call(loanDocuments.list, { params: backend.params })
    const blob = await backend.client.call(loanDocuments.download, {
      params: { ...backend.params, docUuid: first!.uuid },
    })
    expect(blob.type).toBe('application/pdf')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')

    const offer = backend.simulation.engine.collections.applications.all()[0]!.selectedOffer!
    const amount = formatUsd(offer.amount)
    const meta = await PDFDocument.load(bytes)
    expect(meta.getTitle()).toBe('Loan and Security Agreement - Dana Whitfield')
    expect(meta.getSubject()).toContain(amount)
    expect(meta.getKeywords()).toContain('Dana Whitfield')

    const text = await pageText(bytes)
    expect(text).toContain('Dana Whitfield')
    expect(text).toContain('1450 Market St')
    expect(text).toContain(amount)
    expect(text).toContain('12 months')
    expect(text).toContain(formatUsd(offer.estimatedMonthlyPayment))
    // Dated as a US borrower writes a date ("November 28, 2026"), never as 2026-11-28.
    const prepared = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(meta.getCreationDate())
    expect(text).toContain(`Prepared ${prepared}`)
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('the Truth in Lending Disclosure states the figures the pricing rules give for the offer, and the agreement its collateral thresholds', async () => {
    const backend = await opened('at-agreements')
    const documents = await backend.client.call(loanDocuments.list, { params: backend.params })
    const textOf = async (name: string) => {
      const document = documents.find((each) => each.name === name)
      const blob = await backend.client.call(loanDocuments.download, {
        params: { ...backend.params, docUuid: document!.uuid },
      })
      return pageText(new Uint8Array(await blob.arrayBuffer()))
    }
    const offer = backend.simulation.engine.collections.applications.all()[0]!.selectedOffer!
    const figures = truthInLending(offer)
    const disclosure = await textOf('Truth in Lending Disclosure')
    for (const figure of [
      formatPercent(figures.annualPercentageRate),
      money(figures.financeCharge),
      money(figures.amountFinanced),
      money(figures.totalOfPayments),
      ...figures.schedule.map((line) => money(line.amount)),
      'Dana Whitfield',
    ]) {
      expect(disclosure).toContain(figure)
    }
    const tier = tierForLtv(offer.ltv)!
    const agreement = await textOf('Loan and Security Agreement')
    for (const threshold of [tier.warningLtv, tier.marginCallLtv, tier.liquidationLtv]) {
      expect(agreement).toContain(formatLtv(threshold))
    }
    expect(agreement).toContain(formatCoin(offer.collateralUnits, offer.collateral.type))
  })

  it('builds the same bytes for the same world (dates from the simulated clock)', async () => {
    const backend = await opened('at-agreements')
    const [first] = await backend.client.call(loanDocuments.list, { params: backend.params })
    const input = { params: { ...backend.params, docUuid: first!.uuid } }
    const once = new Uint8Array(
      await (await backend.client.call(loanDocuments.download, input)).arrayBuffer(),
    )
    const again = new Uint8Array(
      await (await backend.client.call(loanDocuments.download, input)).arrayBuffer(),
    )
    expect(again).toEqual(once)
  })

  it('signing some documents puts Review Agreements IN_PROGRESS; the last one waits for collateral', async () => {
    const backend = await opened('at-agreements')
    const { client, params, appUuid } = backend
    const [first, ...rest] = await client.call(loanDocuments.listUnsigned, { params })
    await client.call(loanDocuments.sign, { params: { ...params, docUuid: first!.uuid } })
    // Signing again changes nothing.
    await client.call(loanDocuments.sign, { params: { ...params, docUuid: first!.uuid } })

    const review = async () =>
      (await client.call(getFinalStepsDashboard, { params: { uuid: appUuid } })).items.find(
        (item) => item.name === 'Review Agreements',
      )?.status
    expect(await review()).toBe('IN_PROGRESS')
    expect(await client.call(loanDocuments.listUnsigned, { params })).toEqual(rest)

    for (const document of rest) {
      await client.call(loanDocuments.sign, { params: { ...params, docUuid: document.uuid } })
    }
    expect(await client.call(getApplicationState, { params: { uuid: appUuid } })).toEqual({
      state: 'WAITING_FOR_COLLATERAL',
      stage: 'PROCESSING',
    })
    expect(await review()).toBe('COMPLETED')
    expect(await client.call(loanDocuments.listUnsigned, { params })).toEqual([])
    expect(await client.call(loanDocuments.list, { params })).toHaveLength(3)
  })

  it('a renewal that owes no collateral goes on to funding once signed', async () => {
    const backend = await opened('renewal-at-agreements')
    await signAll(backend)
    const status = await backend.client.call(getApplicationState, {
      params: { uuid: backend.appUuid },
    })
    expect(status.state).toBe('FUNDABLE')
  })

  it('a renewal that still owes collateral waits for it once signed', async () => {
    const backend = await opened('renewal-at-agreements')
    const { engine } = backend.simulation
    await engine.updateApplication(engine.findApplication(backend.appUuid), (draft) => {
      draft.collateral = { remainingCoinAmountDue: { coinQuantity: 0.25 } }
    })
    await signAll(backend)
    const status = await backend.client.call(getApplicationState, {
      params: { uuid: backend.appUuid },
    })
    expect(status).toEqual({ state: 'WAITING_FOR_COLLATERAL', stage: 'PROCESSING' })
  })

  /** The adverse action notice of the story's one application, as its PDF's text. */
  async function noticeText(backend: Opened) {
    const all = await backend.client.call(loanDocuments.list, { params: backend.params })
    expect(all.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'Adverse Action Notice', type: 'ADVERSE_ACTION_NOTICE' },
    ])
    const blob = await backend.client.call(loanDocuments.download, {
      params: { ...backend.params, docUuid: all[0]!.uuid },
    })
    return pageText(new Uint8Array(await blob.arrayBuffer()))
  }

  const ECOA =
    'The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants'

  it('a declined application has its adverse action notice: listed, never to sign, a PDF of the decision', async () => {
    const backend = await opened(story({ stage: 'FINAL' }, 'DECLINED' as never))
    expect(
      await backend.client.call(loanDocuments.listUnsigned, { params: backend.params }),
    ).toEqual([])
    const text = await noticeText(backend)
    expect(text).toContain('Dana Whitfield')
    expect(text).toContain('We are unable to approve it')
    expect(text).toContain('The loan you applied for')
    expect(text).toMatch(/Sent electronically to Dana Whitfield on [A-Z][a-z]+ \d{1,2}, \d{4}\./)
    expect(text).not.toContain('Signature')
  })

  it("a notice whose decision gave no reasons states the right to ask for them within 60 days, with the lender's address and contact and the equal credit opportunity notice", async () => {
    // Seeded declined: the lender's record carries no reasons (as a lender that sends none).
    const text = await noticeText(await opened(story({ stage: 'FINAL' }, 'DECLINED' as never)))
    expect(text).toContain('You have the right to a statement of the specific reasons')
    expect(text).toContain('within 60 days of the date of this notice')
    expect(text).not.toContain('consumer reporting agency')
    for (const contact of [
      'Meridian Bank, N.A.',
      '200 Meridian Plaza, Columbus, OH 43215',
      '(888) 555-0142',
      'loans@meridianbank.example',
    ]) {
      expect(text).toContain(contact)
    }
    expect(text).toContain(ECOA)
    expect(text).toContain(
      'concerning this creditor is Office of the Comptroller of the Currency, Customer Assistance Group',
    )
  })

  it("declined on its soft credit pull: the notice gives the decision's reasons, the consumer reporting agency and the borrower's rights to the report", async () => {
    const declined = {
      ...story({ stage: 'APPLYING' }, 'SOFT_CREDIT' as never),
      decisions: { softCredit: 'DECLINED' },
    } satisfies Scenario
    const backend = await opened(declined)
    backend.simulation.clock.advance(SOFT_CREDIT_DELAY_MS)
    const application = await backend.client.call(getApplication, {
      params: { uuid: backend.appUuid },
    })
    expect(application.state).toBe('DECLINED')
    expect(application.adverseAction).toEqual(DECLINED_ON_CREDIT_REPORT)
    const text = await noticeText(backend)
    expect(text).toContain('Principal reasons for our decision')
    for (const reason of DECLINED_ON_CREDIT_REPORT.reasons) expect(text).toContain(`- ${reason}`)
    expect(text).not.toContain('right to a statement of the specific reasons')
    expect(text).toContain('The agency played no part in our decision')
    expect(text).toContain(
      'free copy of your report from the agency if you ask for it within 60 days',
    )
    expect(text).toContain('the right to dispute it with the agency')
    for (const part of ['Experian', 'P.O. Box 2002, Allen, TX 75013', '1-888-397-3742']) {
      expect(text).toContain(part)
    }
    expect(text).toContain(ECOA)
  })

  it('declined on its identity: the reason given, and no consumer report named', async () => {
    const declined = {
      ...story({ stage: 'APPLYING', identity: 'IN_PROGRESS' }, 'KYC_VERIFY' as never),
      decisions: { kyc: 'REJECTED' },
    } satisfies Scenario
    const backend = await opened(declined)
    backend.simulation.clock.advance(KYC_DELAY_MS)
    const text = await noticeText(backend)
    expect(text).toContain('- Unable to verify identity')
    expect(text).not.toContain('consumer reporting agency')
    expect(text).toContain(ECOA)
  })

  it('past signing, the documents are listed as signed and cannot be signed again', async () => {
    const backend = await opened(story({ stage: 'PROCESSING' }, 'WAITING_FOR_COLLATERAL' as never))
    const all = await backend.client.call(loanDocuments.list, { params: backend.params })
    expect(all).toHaveLength(3)
    expect(
      await backend.client.call(loanDocuments.listUnsigned, { params: backend.params }),
    ).toEqual([])
    const error = await failure(
      backend.client.call(loanDocuments.sign, {
        params: { ...backend.params, docUuid: all[0]!.uuid },
      }),
    )
    expect(error.status).toBe(409)
  })

  it.each([
    ['an unknown document', (o: Opened) => ({ ...o.params, docUuid: 'no-such-document' }), 404],
    [
      "another borrower's path",
      (o: Opened) => ({ ...o.params, identityUuid: 'someone', docUuid: 'x' }),
      404,
    ],
  ])('refuses %s', async (_name, paramsOf, status) => {
    const backend = await opened('at-agreements')
    const download = await failure(
      backend.client.call(loanDocuments.download, { params: paramsOf(backend) }),
    )
    expect(download.status).toBe(status)
    const sign = await failure(
      backend.client.call(loanDocuments.sign, { params: paramsOf(backend) }),
    )
    expect(sign.status).toBe(status)
  })

  it('answers 401 without a token', async () => {
    const backend = await opened('at-agreements')
    backend.token.clear()
    const error = await failure(backend.client.call(loanDocuments.list, { params: backend.params }))
    expect(error.status).toBe(401)
  })

  it('the documents-unavailable story fails the list with 503', async () => {
    const backend = await opened('documents-unavailable')
    const error = await failure(backend.client.call(loanDocuments.list, { params: backend.params }))
    expect(error.status).toBe(503)
  })

  it('the signature-fails story fails the first signature only', async () => {
    const backend = await opened('signature-fails')
    const [first] = await backend.client.call(loanDocuments.listUnsigned, {
      params: backend.params,
    })
    const input = { params: { ...backend.params, docUuid: first!.uuid } }
    expect((await failure(backend.client.call(loanDocuments.sign, input))).status).toBe(503)
    await backend.client.call(loanDocuments.sign, input)
    expect(
      await backend.client.call(loanDocuments.listUnsigned, { params: backend.params }),
    ).toHaveLength(2)
  })
})
