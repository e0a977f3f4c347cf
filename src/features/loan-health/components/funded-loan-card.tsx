import type { FundedLoan } from '@contract/servicing'
import type { ReactNode } from 'react'
import { paymentUri } from '@/domain/collateral-posting'
import { formatCoin, formatLtv, formatPhone, formatUsd, phoneHref } from '@/domain/format'
import { loanHealth } from '@/domain/loan-health/health-zone'
import { cureAmounts } from '@/domain/loan-health/margin-cure'
import { type LoanPosition, positionFromFundedLoan } from '@/domain/loan-health/position'
import { liquidationPrice } from '@/domain/loan-health/price-levels'
import { REBALANCING_LTV } from '@/domain/loan-health/thresholds'
import { MARGIN_CURE_HOURS } from '@/domain/pricing/rate-tiers'
import { roundUpTo } from '@/domain/pricing/rounding'
import { Banner } from '@/ui/banner'
import { DepositAddress } from '@/ui/deposit-address'
import { formatTimeLeft, useTimeLeft } from '../cure-countdown'
import { formatWhen } from '../format-when'
import { lineNames } from '../health-words'
import { LtvMeter } from './ltv-meter'
import { PriceLevelsList } from './price-levels-list'
import './loan-health.css'

export interface FundedLoanCardProps {
  loan: FundedLoan
  /** The servicer's now when the answer came, and when it reached this device. */
  asOf: string
  receivedAt: number
  supportPhone: string
}

/** One funded loan: what is owed and held, where its LTV stands, and what to do about it. */
export function FundedLoanCard({ loan, asOf, receivedAt, supportPhone }: FundedLoanCardProps) {
  const position = positionFromFundedLoan(loan)
  const name = `Loan ${loan.appUuid.slice(0, 8).toUpperCase()}`
  const coin = loan.collateral.type
  const phone = (
    <a href={phoneHref(supportPhone)} className="loan-card__phone">
      {formatPhone(supportPhone)}
    </a>
  )
  const heading = (
    <h2 className="loan-card__name" id={`loan-${loan.appUuid}`}>
      {name}
    </h2>
  )
  if (loan.liquidatedAt) {
    return (
      <article className="loan-card" aria-labelledby={`loan-${loan.appUuid}`}>
        {heading}
        <Banner variant="error" title="This loan was liquidated">
          <p>
            The loan reached liquidation on {formatWhen(loan.liquidatedAt)}. For questions, call
            support at {phone}.
          </p>
        </Banner>
      </article>
    )
  }
  if (!position) return null
  const health = loanHealth(position)
  return (
    <article className="loan-card" aria-labelledby={`loan-${loan.appUuid}`}>
      {heading}
      <dl className="loan-card__figures">
        <div>
          <dt>Balance</dt>
          <dd className="tabular">{formatUsd(loan.balance)}</dd>
        </div>
        <div>
          <dt>Collateral</dt>
          <dd className="tabular">{formatCoin(loan.collateral.coinQuantity, coin)}</dd>
        </div>
        <div>
          <dt>{coin} price</dt>
          <dd className="tabular">{formatUsd(loan.valueOfOne)}</dd>
        </div>
        <div>
          <dt>Liquidation price</dt>
          <dd className="tabular">{formatUsd(liquidationPrice(position), { cents: 'never' })}</dd>
        </div>
      </dl>
      <LtvMeter position={position} />
      {loan.marginCall ? (
        <MarginCall
          loan={loan}
          position={position}
          asOf={asOf}
          receivedAt={receivedAt}
          phone={phone}
        />
      ) : health.courtesyNoticeFor ? (
        <Banner variant="warn" title="Courtesy notice">
          <p>
            This loan’s LTV is within 5 points of its {lineNames[health.courtesyNoticeFor]} line.
            Prices can move quickly; the lines below show where each one is.
          </p>
        </Banner>
      ) : null}
      {health.rebalancing ? (
        <Banner variant="info" title="Rebalancing">
          <p>
            This loan’s LTV is below {formatLtv(REBALANCING_LTV)}, so it can be rebalanced. Call
            support at {phone} to ask about it.
          </p>
        </Banner>
      ) : null}
      <section className="loan-card__lines" aria-labelledby={`lines-${loan.appUuid}`}>
        <h3 id={`lines-${loan.appUuid}`} className="loan-health__title">
          Where the lines are
        </h3>
        <PriceLevelsList position={position} coin={coin} />
      </section>
    </article>
  )
}

function MarginCall({
  loan,
  position,
  asOf,
  receivedAt,
  phone,
}: {
  loan: FundedLoan
  position: LoanPosition
  asOf: string
  receivedAt: number
  phone: ReactNode
}) {
  const call = loan.marginCall
  const timeLeft = useTimeLeft(call?.cureBy ?? asOf, asOf, receivedAt)
  if (!call) return null
  const cure = cureAmounts(position)
  const coins = roundUpTo(cure.coinsToAdd, 6)
  const coin = loan.collateral.type
  return (
    <section className="loan-card__call" aria-labelledby={`call-${loan.appUuid}`}>
      <h3 id={`call-${loan.appUuid}`} className="loan-card__call-title">
        Margin call
      </h3>
      <p>
        This loan reached its margin-call line on {formatWhen(call.calledAt)}. It must be cured
        within {MARGIN_CURE_HOURS} hours, by {formatWhen(call.cureBy)}.
      </p>
      <p className="loan-card__time-left">
        Time left to cure: <strong className="tabular">{formatTimeLeft(timeLeft)}</strong>
      </p>
      <p>Either of these, at today’s price, brings the LTV back to {formatLtv(cure.targetLtv)}:</p>
      <ol className="loan-card__cures">
        <li>
          <p>
            Send{' '}
            <strong className="tabular">
              {formatCoin(coins, coin, { decimals: 6, rounding: 'up' })}
            </strong>{' '}
            to this loan’s deposit address.
          </p>
          {loan.depositAddress ? (
            <DepositAddress
              address={loan.depositAddress}
              uri={paymentUri(coin, loan.depositAddress, coins)}
            />
          ) : (
            <p>The deposit address is not available yet. Call support at {phone}.</p>
          )}
        </li>
        <li>
          <p>
            Or repay <strong className="tabular">{formatUsd(roundUpTo(cure.usdToRepay, 2))}</strong>
            . To make a payment, call support at {phone}.
          </p>
        </li>
      </ol>
    </section>
  )
}
