import { getApplication, getApplicationState } from '@contract/applications'
import { getFinalStepsDashboard } from '@contract/borrowers'
import {
  calculateCollateral,
  confirmCollateralMicroDeposit,
  confirmCollateralSent,
  getCollateral,
  setSourceWalletType,
} from '@contract/collateral'
import { confirmUsdcMicroDeposit } from '@contract/disbursement'
import { getLoanStatus } from '@contract/profile'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import type { Scenario } from '@scenarios/scenario'
import { findScenario } from '@scenarios/scenario-catalogue'
import { bech32 } from '@scure/base'
import { APPLICATION_WINDOW_MS, SOFT_CREDIT_DELAY_MS } from '@sim/borrower/borrower-transitions'
import {
  COLLATERAL_ARRIVAL_MS,
  DEPOSIT_ADDRESS_DELAY_MS,
  LATE_COLLATERAL_ARRIVAL_MS,
} from '@sim/collateral/collateral-operations'
import { COLLATERAL_WINDOW_MS } from '@sim/collateral/collateral-transitions'
import { depositAddressFor } from '@sim/collateral/deposit-address'
import { FUNDING_STEP_DELAY_MS } from '@sim/disbursement/funding-transitions'
import { transitions } from '@sim/engine/transitions'
import { failure, startWithFirstApplication, testServices } from '@tests/support/simulated-backend'
import { describe, expect, it } from 'vitest'
import { serveSimulatedBackend } from './serve-simulated-backend'

serveSimulatedBackend()

function scenario(name: string): Scenario {
  const found = findScenario(name)
  if (!found) throw new Error(`No scenario ${name}`)
  return found
}

function opened(name: string | Scenario) {
  return startWithFirstApplication(typeof name === 'string' ? scenario(name) : name)
}

/** EIP-55 checked independently of the simulation's own encoder. */
function hasValidEip55Checksum(address: string): boolean {
  const hex = address.slice(2)
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())))
  return [...hex].every((char, index) => {
    if (/\d/.test(char)) return true
    const upper = Number.parseInt(hash[index] ?? '0', 16) >= 8
    return upper ? char === char.toUpperCase() : char === char.toLowerCase()
  })
}

async function stateOf(backend: Awaited<ReturnType<typeof opened>>) {
  return (await backend.client.call(getApplicationState, backend.params)).state
}

/** Read from the world itself: days later the borrower's session has expired. */
function recordOf(backend: Awaited<ReturnType<typeof opened>>) {
  const record = backend.simulation.engine.collections.applications.findFirst((q) =>
    q.where({ appUuid: backend.uuid }),
  )
  if (!record) throw new Error('The application has gone')
  return { state: record.state, stage: record.stage }
}

describe('deposit addresses', () => {
  it.each(['first', 'second', 'another-application'])(
    'are valid bech32 segwit addresses for BTC (%s)',
    (seed) => {
      const address = depositAddressFor(seed, 'BTC')
      const decoded = bech32.decode(address as `${string}1${string}`)
      expect(decoded.prefix).toBe('bc')
      expect(decoded.words[0]).toBe(0)
      expect(bech32.fromWords(decoded.words.slice(1))).toHaveLength(20)
    },
  )

  it.each(['first', 'second', 'another-application'])(
    'carry an EIP-55 checksum for ETH (%s)',
    (seed) => {
      const address = depositAddressFor(seed, 'ETH')
      expect(hasValidEip55Checksum(address)).toBe(true)
      // A changed letter case breaks the checksum.
      const flipped = address.replace(/[a-f]/, (c) => c.toUpperCase())
      if (flipped !== address) expect(hasValidEip55Checksum(flipped)).toBe(false)
    },
  )

  it('are the same on every replay and differ between applications', () => {
    expect(depositAddressFor('a', 'BTC')).toBe(depositAddressFor('a', 'BTC'))
    expect(depositAddressFor('a', 'BTC')).not.toBe(depositAddressFor('b', 'BTC'))
  })
})

describe('GET collateral', () => {
  it('answers what is required, with no address until the custodian opens it', async () => {
    const backend = await opened('at-collateral')
    const collateral = await backend.client.call(getCollateral, backend.params)
    expect(collateral.wallet?.depositAddress).toBeNull()
    expect(collateral.requiredCoinAmount.type).toBe('BTC')
    expect(collateral.requiredCoinAmount.coinQuantity).toBeGreaterThan(0)
    expect(collateral.remainingCoinAmountDue).toEqual(collateral.requiredCoinAmount)
    expect(collateral.wallet?.currentTotalCoinBalance.coinQuantity).toBe(0)
    expect(collateral.collateralPrice.type).toBe('BTC')
    expect(collateral.microDepositVerify).toMatchObject({ borrowerOptIn: false, optInTime: null })

    await backend.pass(DEPOSIT_ADDRESS_DELAY_MS)
    const opened_ = await backend.client.call(getCollateral, backend.params)
    const address = opened_.wallet?.depositAddress ?? ''
    expect(bech32.decode(address as `${string}1${string}`).prefix).toBe('bc')
  })

  it('reports the collateral due on the application itself, from the seed on', async () => {
    const waiting = await opened('at-collateral')
    const collateral = await waiting.client.call(getCollateral, waiting.params)
    const fields = await waiting.client.call(getApplication, waiting.params)
    expect(fields.collateral?.remainingCoinAmountDue.coinQuantity).toBe(
      collateral.remainingCoinAmountDue.coinQuantity,
    )
    const funded = await opened('funds-disbursed')
    const funded_ = await funded.client.call(getApplication, funded.params)
    expect(funded_.collateral?.remainingCoinAmountDue.coinQuantity).toBe(0)
  })

  it('matches the calculation call', async () => {
    const backend = await opened('at-collateral')
    const collateral = await backend.client.call(getCollateral, backend.params)
    const calculated = await backend.client.call(calculateCollateral, backend.params)
    expect(calculated).toEqual({
      requiredCoinAmount: collateral.requiredCoinAmount,
      remainingCoinAmountDue: collateral.remainingCoinAmountDue,
      collateralPrice: collateral.collateralPrice,
    })
  })
})

describe('posting the collateral', () => {
  it('asks for the wallet type before the confirmation', async () => {
    const backend = await opened('at-collateral')
    const refused = await failure(backend.client.call(confirmCollateralSent, backend.params))
    expect(refused.status).toBe(409)
  })

  it('rejects a wallet type that is not one of the two', async () => {
    const backend = await opened('at-collateral')
    // Sent by hand: the app's client would not send a value outside the contract.
    const answer = await fetch(
      `${testServices.lending}/secure/api/v1/applications/${backend.uuid}/collateral/source-wallet-type`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${backend.token.get()}`, 'content-type': 'text/plain' },
        body: 'PAPER',
      },
    )
    expect(answer.status).toBe(400)
  })

  it('takes the full deposit to funds disbursed for a US borrower', async () => {
    const backend = await opened('at-collateral')
    await backend.client.call(setSourceWalletType, { ...backend.params, body: 'SELF_HOSTED' })
    await backend.client.call(confirmCollateralSent, backend.params)
    const checklist = await backend.client.call(getFinalStepsDashboard, backend.params)
    expect(checklist.items.find((item) => item.name === 'Post Collateral')?.status).toBe('PENDING')

    await backend.pass(COLLATERAL_ARRIVAL_MS)
    expect(await stateOf(backend)).toBe('FUNDABLE')
    const collateral = await backend.client.call(getCollateral, backend.params)
    expect(collateral.remainingCoinAmountDue.coinQuantity).toBe(0)
    expect(collateral.wallet?.transactions).toHaveLength(1)
    const fields = await backend.client.call(getApplication, backend.params)
    expect(fields.collateral?.remainingCoinAmountDue.coinQuantity).toBe(0)
    const done = await backend.client.call(getFinalStepsDashboard, backend.params)
    expect(done.items.find((item) => item.name === 'Post Collateral')?.status).toBe('COMPLETED')

    await backend.pass(FUNDING_STEP_DELAY_MS)
    expect(await stateOf(backend)).toBe('CRYPTO_FUNDING_VERIFY')
    await backend.pass(FUNDING_STEP_DELAY_MS)
    expect(await stateOf(backend)).toBe('MANUAL_FUNDING_RELEASE')
    await backend.pass(FUNDING_STEP_DELAY_MS)
    const final = await backend.client.call(getApplicationState, backend.params)
    expect(final).toMatchObject({ state: 'COMPLETE', stage: 'FINAL' })
    const loans = await backend.client.call(getLoanStatus, {})
    expect(loans.loans).toEqual([{ profile: { isServicedViaApp: false } }])
  })

  it('keeps half due when only half arrives, and cancels after the 5-day window', async () => {
    const backend = await opened('collateral-partial')
    await backend.client.call(setSourceWalletType, { ...backend.params, body: 'CUSTODIAL' })
    await backend.client.call(confirmCollateralSent, backend.params)
    await backend.pass(COLLATERAL_ARRIVAL_MS)
    const collateral = await backend.client.call(getCollateral, backend.params)
    expect(collateral.remainingCoinAmountDue.coinQuantity).toBeCloseTo(
      collateral.requiredCoinAmount.coinQuantity / 2,
      8,
    )
    expect(await stateOf(backend)).toBe('WAITING_FOR_COLLATERAL')
    await backend.pass(COLLATERAL_WINDOW_MS)
    expect(recordOf(backend)).toEqual({ state: 'CANCELLED', stage: 'FINAL' })
  })

  it('waits two days for a late deposit, inside the window', async () => {
    const backend = await opened('collateral-late')
    await backend.client.call(setSourceWalletType, { ...backend.params, body: 'SELF_HOSTED' })
    await backend.client.call(confirmCollateralSent, backend.params)
    await backend.pass(LATE_COLLATERAL_ARRIVAL_MS - 1)
    expect(recordOf(backend).state).toBe('WAITING_FOR_COLLATERAL')
    await backend.pass(1)
    expect(recordOf(backend).state).toBe('FUNDABLE')
  })

  it('cancels an application whose collateral never arrives, 5 days after signing', async () => {
    const backend = await opened('collateral-never-arrives')
    await backend.pass(COLLATERAL_WINDOW_MS - 1)
    expect(recordOf(backend).state).toBe('WAITING_FOR_COLLATERAL')
    await backend.pass(1)
    expect(recordOf(backend)).toEqual({ state: 'CANCELLED', stage: 'FINAL' })
  })

  it('records the opt-in to a verification deposit once, with its time', async () => {
    const backend = await opened('at-collateral')
    await backend.client.call(confirmCollateralMicroDeposit, backend.params)
    const first = await backend.client.call(getCollateral, backend.params)
    await backend.pass(60_000)
    await backend.client.call(confirmCollateralMicroDeposit, backend.params)
    const second = await backend.client.call(getCollateral, backend.params)
    expect(first.microDepositVerify?.borrowerOptIn).toBe(true)
    expect(second.microDepositVerify?.optInTime).toBe(first.microDepositVerify?.optInTime)
    expect(first.microDepositVerify?.minVerifyAmount).toEqual({ coinQuantity: 0.0001, type: 'BTC' })
  })

  it('seeds an opt-in 25 hours old', async () => {
    const backend = await opened('collateral-opted-in-not-found')
    const collateral = await backend.client.call(getCollateral, backend.params)
    const optedIn = Date.parse(collateral.microDepositVerify?.optInTime ?? '')
    expect(backend.simulation.clock.now() - optedIn).toBe(25 * 60 * 60 * 1_000)
    expect(collateral.wallet?.currentTotalCoinBalance.coinQuantity).toBe(0)
  })
})

describe('funding an international loan', () => {
  it('waits for the borrower to confirm the test USDC amount, then releases the funds', async () => {
    const backend = await opened('international-micro-deposit')
    await backend.pass(60_000)
    expect(await stateOf(backend)).toBe('BORROWER_MICRO_DEPOSIT_CONFIRM')
    await backend.client.call(confirmUsdcMicroDeposit, backend.params)
    expect(await stateOf(backend)).toBe('MANUAL_FUNDING_RELEASE')
    await backend.pass(FUNDING_STEP_DELAY_MS)
    expect(await stateOf(backend)).toBe('COMPLETE')
  })

  it('refuses the USDC confirmation in any other state', async () => {
    const backend = await opened('at-collateral')
    const refused = await failure(backend.client.call(confirmUsdcMicroDeposit, backend.params))
    expect(refused.status).toBe(409)
  })

  it('counts the collateral as received once funding has begun', async () => {
    const backend = await opened('funding-in-progress')
    const collateral = await backend.client.call(getCollateral, backend.params)
    expect(collateral.remainingCoinAmountDue.coinQuantity).toBe(0)
    expect(collateral.wallet?.depositAddress).toBeTruthy()
  })
})

describe('the 14-day window from the details (core-journey §9)', () => {
  it('expires an application still short of WAITING_FOR_COLLATERAL 14 days after the details', async () => {
    const backend = await opened('application-expired-after-14-days')
    await backend.pass(SOFT_CREDIT_DELAY_MS)
    expect(recordOf(backend).state).toBe('FINAL_STEPS')
    await backend.pass(APPLICATION_WINDOW_MS - SOFT_CREDIT_DELAY_MS - 1)
    expect(recordOf(backend).state).toBe('FINAL_STEPS')
    await backend.pass(1)
    expect(recordOf(backend)).toEqual({ state: 'EXPIRED', stage: 'FINAL' })
  })

  it('leaves an application that has signed (WAITING_FOR_COLLATERAL or later) alone', () => {
    const window = transitions.find((row) => row.on === 'applicationWindowClosed')
    for (const state of [
      'WAITING_FOR_COLLATERAL',
      'FUNDABLE',
      'CRYPTO_FUNDING_VERIFY',
      'BORROWER_MICRO_DEPOSIT_CONFIRM',
      'MANUAL_FUNDING_RELEASE',
      'COMPLETE',
    ] as const) {
      expect(window?.from).not.toContain(state)
    }
  })
})
