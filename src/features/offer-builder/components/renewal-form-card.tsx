import { formatCoin, formatUsd } from '@/domain/format'
import { Card } from '@/ui/card'
import { TextField } from '@/ui/field'
import type { RenewalBuilder } from '../use-renewal-builder'

const coinNames: Record<string, string> = { BTC: 'Bitcoin (BTC)', ETH: 'Ether (ETH)' }

/**
 * The renewal's side of the form: the coin and collateral the lender holds (fixed), the cash of
 * the loan being renewed, and the one choice, an optional top-up.
 */
export function RenewalFormCard({ builder }: { builder: RenewalBuilder }) {
  const { form, held, offer, panel } = builder
  const {
    register,
    formState: { errors },
  } = form
  // The cash comes with the offer; before one, it is the loan's own.
  const cash = offer && panel.offerCurrent ? formatUsd(offer.drawAmount) : 'As your current loan'
  return (
    <Card className="offer-form-card" aria-labelledby="offer-form-heading">
      <h2 id="offer-form-heading" className="offer-section-title">
        Your loan
      </h2>
      <dl className="offer-terms renewal-held">
        <div className="offer-terms__row">
          <dt>Collateral type</dt>
          <dd>{coinNames[held.type] ?? held.type}</dd>
        </div>
        <div className="offer-terms__row">
          <dt>Collateral held</dt>
          <dd className="tabular">{formatCoin(held.coinQuantity, held.type)}</dd>
        </div>
        <div className="offer-terms__row">
          <dt>Cash to borrow</dt>
          <dd className="tabular">{cash}</dd>
        </div>
      </dl>
      <form className="offer-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Top-up amount (optional)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          suffix={held.type}
          {...register('collateralAmount')}
          hint={`${held.type} to add to the collateral held. Leave it blank to renew with the collateral held.`}
          error={errors.collateralAmount?.message}
        />
      </form>
    </Card>
  )
}
