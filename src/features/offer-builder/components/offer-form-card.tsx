import { formatTypedAmount, formatUsd } from '@/domain/format'
import { amountAtStop, stopForAmount } from '@/domain/loan-slider'
import { offerFormMessages, SELECTABLE_COINS } from '@/domain/offer-form'
import { Card } from '@/ui/card'
import { TextField } from '@/ui/field'
import { RadioGroup } from '@/ui/radio-group'
import { Slider } from '@/ui/slider'
import type { useOfferBuilder } from '../use-offer-builder'

type OfferBuilder = ReturnType<typeof useOfferBuilder>

/** Coin, coin amount and cash to borrow, with the slider beside the cash field. */
export function OfferFormCard({ builder }: { builder: OfferBuilder }) {
  const { form, coinType, coinQuantity, cashAmount, minCoin, min, max, stops } = builder
  const {
    register,
    setValue,
    formState: { errors },
  } = form
  const collateralHint =
    minCoin !== undefined ? offerFormMessages.collateralMin(minCoin, coinType) : undefined
  // Below the coin minimum is shown while typing, not only after leaving the field: it is the
  // reason no offer appears, so waiting for a blur would leave the offer panel unexplained.
  const belowMinimum =
    minCoin !== undefined && coinQuantity !== null && coinQuantity > 0 && coinQuantity < minCoin
  const collateralError =
    errors.collateralAmount?.message ?? (belowMinimum ? collateralHint : undefined)

  return (
    <Card className="offer-form-card" aria-labelledby="offer-form-heading">
      <h2 id="offer-form-heading" className="offer-section-title">
        Build your loan
      </h2>
      <form className="offer-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <RadioGroup
          legend="Collateral type"
          {...register('collateralType')}
          options={SELECTABLE_COINS.map((coin) => ({
            value: coin,
            label: coin === 'BTC' ? 'Bitcoin (BTC)' : 'Ether (ETH)',
          }))}
          error={errors.collateralType?.message}
        />
        <TextField
          label="Collateral amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          suffix={coinType}
          {...register('collateralAmount')}
          hint={collateralError ? undefined : collateralHint}
          error={collateralError}
        />
        <div className="offer-cash">
          <TextField
            label="Cash to borrow"
            inputMode="numeric"
            autoComplete="off"
            prefix="$"
            {...register('cashToBorrow')}
            hint={`Between ${formatUsd(min, { cents: 'never' })} and ${formatUsd(max, { cents: 'never' })}`}
            error={errors.cashToBorrow?.message}
          />
          <Slider
            label="Cash to borrow"
            hideLabel
            min={0}
            max={stops.last}
            value={stopForAmount(stops, cashAmount ?? min)}
            formatValue={(index) => formatUsd(amountAtStop(stops, index), { cents: 'never' })}
            onChange={(index) =>
              setValue('cashToBorrow', formatTypedAmount(amountAtStop(stops, index)), {
                shouldValidate: true,
              })
            }
          />
        </div>
      </form>
    </Card>
  )
}
