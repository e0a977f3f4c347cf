import { publicTokenFor } from '@fixtures/bank-institutions'
import { createSimulation } from '@sim/create-simulation'
import { BANK_LINK_SETTLE_MS } from '@sim/disbursement/disbursement-operations'
import { parseWorldSnapshot } from '@sim/engine/world-snapshot'
import { servicesAt } from '@sim/service-urls'
import { describe, expect, it } from 'vitest'

const services = servicesAt('http://sim.test')

async function linkedWorld(scenario: string) {
  const simulation = await createSimulation({ services, scenario })
  const { engine } = simulation
  const borrower = engine.authenticate(engine.currentToken())
  const [application] = engine.collections.applications.all()
  if (!borrower || !application) throw new Error('Expected a signed-in borrower and a seed')
  const { linkToken } = engine.createLinkToken(borrower)
  await engine.exchangePublicToken(publicTokenFor('ins_granite', linkToken), borrower)
  return { simulation, engine, borrower, appUuid: application.appUuid }
}

describe('bank links and disbursement accounts in the saved world', () => {
  it('save and load with the world, a pending link finishing after the reload', async () => {
    const { engine, borrower, simulation } = await linkedWorld('bank-link-item-pending')
    await engine.setManualDisbursementAccount(
      engine.collections.applications.all()[0]!.appUuid,
      { routingNumber: '021000021', accountNumber: '000123456789', firstName: 'D', lastName: 'W' },
      borrower,
    )
    const saved = engine.snapshot()
    expect(JSON.stringify(saved)).not.toContain('000123456789')
    const parsed = parseWorldSnapshot(JSON.parse(JSON.stringify(saved)))
    if (!parsed.ok) throw new Error(parsed.reason)

    const reloaded = await createSimulation({ services })
    await reloaded.engine.restore(parsed.snapshot)
    const again = reloaded.engine.authenticate(simulation.engine.currentToken())!
    expect(reloaded.engine.listBankLinkItems(again).map((item) => item.status)).toEqual(['PENDING'])
    reloaded.clock.advance(BANK_LINK_SETTLE_MS)
    await reloaded.engine.runDueJobs()
    expect(reloaded.engine.listBankLinkItems(again).map((item) => item.status)).toEqual([
      'COMPLETE',
    ])
  })

  it('loads a world saved before bank linking existed, with none', async () => {
    const { engine } = await linkedWorld('at-disbursement')
    const {
      bankLinkItems: _items,
      disbursementAccounts: _accounts,
      ...older
    } = engine.snapshot().collections
    // Version 3 had no bank links; the step to version 4 adds the collections empty.
    const parsed = parseWorldSnapshot({ ...engine.snapshot(), version: 3, collections: older })
    expect(parsed.ok && parsed.snapshot.collections.bankLinkItems).toEqual([])
  })

  it('a pending link is scheduled work of the bank, finished on the simulated clock', async () => {
    const { engine, borrower, appUuid } = await linkedWorld('bank-link-item-pending')
    const record = engine.collections.applications.findFirst((q) => q.where({ appUuid }))!
    expect(record.state).toBe('SIGN_DOCS')
    expect(engine.pendingJobs().map((job) => job.event)).toContain('bankLinkSettled')
    engine.clock.advance(BANK_LINK_SETTLE_MS)
    await engine.runDueJobs()
    expect(engine.listBankLinkItems(borrower)[0]?.status).toBe('COMPLETE')
  })
})
