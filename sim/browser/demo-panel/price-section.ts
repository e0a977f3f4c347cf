import type { CoinType } from '@contract/common'
import { formatUsd } from '@/domain/format'
import type { Simulation } from '../../create-simulation'
import { announceBackendMoved } from '../backend-moved'
import { button, element, section } from './dom'

const COINS: readonly CoinType[] = ['BTC', 'ETH']

/**
 * Coin prices by hand, and a funded loan's margin call answered now: what a sales person needs
 * to show the loan-health screens without waiting for a scenario's price path.
 */
export function priceSection(simulation: Simulation, say: (text: string) => void): HTMLElement {
  const { engine } = simulation
  const rows = COINS.map((coin) => {
    const input = element('input', {
      type: 'number',
      id: `demo-panel-price-${coin}`,
      min: '1',
      step: '1',
      className: 'demo-panel__input',
    })
    const set = button(`Set ${coin} price`, async () => {
      const value = Number(input.value)
      if (!Number.isFinite(value) || value <= 0) {
        say(`Enter a ${coin} price above zero.`)
        return
      }
      await engine.setPriceByHand(coin, value)
      announceBackendMoved()
      say(`${coin} is now ${formatUsd(value, { cents: 'never' })}, from this moment on.`)
    })
    return element('div', { className: 'demo-panel__row' }, [
      element('label', { htmlFor: input.id, className: 'demo-panel__label' }, [
        `${coin} price (USD)`,
      ]),
      input,
      set,
    ])
  })

  const cure = (by: 'COLLATERAL' | 'PAYMENT') => async () => {
    for (const appUuid of engine.fundedLoanIds()) {
      if (await engine.cureMarginCall(appUuid, by)) {
        announceBackendMoved()
        say(
          by === 'COLLATERAL'
            ? 'The borrower sent the collateral that cures the margin call.'
            : 'The borrower repaid the amount that cures the margin call.',
        )
        return
      }
    }
    say('No funded loan has a margin call to cure.')
  }

  const part = section('Coin prices and loans', 'demo-panel-prices-heading', [
    ...rows,
    element('div', { className: 'demo-panel__row' }, [
      button('Borrower sends cure collateral', cure('COLLATERAL')),
      button('Borrower repays cure amount', cure('PAYMENT')),
    ]),
  ])
  return part
}

/** Shows each coin's price now in its field when the panel opens. */
export function refreshPrices(simulation: Simulation): void {
  for (const coin of COINS) {
    const input = document.getElementById(`demo-panel-price-${coin}`) as HTMLInputElement | null
    if (input && document.activeElement !== input) {
      input.value = String(Math.round(simulation.engine.valueOfOne(coin)))
    }
  }
}
