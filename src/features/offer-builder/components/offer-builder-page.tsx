import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { Residence, SelectableCoinType } from '@/api/contract/common'
import type { OffersRequest, RatesRequest } from '@/api/contract/pricing'
import type { CryptoValue } from '@/api/contract/reference'
import { useServices } from '@/api/services-context'
import { formatUsd } from '@/domain/format'
import { amountAtStop, sliderStops, stopForAmount } from '@/domain/loan-slider'
import {
  createOfferFormSchema,
  loanLimits,
  type OfferFormInput,
  type OfferFormLimits,
  type OfferFormValues,
  offerFormMessages,
  offerWarning,
  offerWarningMessages,
  parseAmount,
  SELECTABLE_COINS,
} from '@/domain/offer-form'
import { applicableRateIndex } from '@/domain/rate-table'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { TextField } from '@/ui/field'
import { Page } from '@/ui/layout'
import { RadioGroup } from '@/ui/radio-group'
import { Slider } from '@/ui/slider'
import { useDebouncedValue } from '@/ui/use-debounced-value'
import { type ApplicationOrigin, newApplicationQueryOptions } from '../api/create-application'
import { ratesQueryOptions } from '../api/get-rates'
import { offersQueryOptions } from '../api/request-offers'
import { useSelectOffer } from '../api/select-offer'
import { LearnMoreModal } from './learn-more-modal'
import { OfferFootnotes } from './offer-footnotes'
import { RateTable } from './rate-table'
import { TermsPanel, type TermsState } from './terms-panel'
import './offer-builder.css'

/** The spec's debounce between typing and asking for offers. */
export const OFFER_INPUT_DEBOUNCE_MS = 450

const DEFAULT_CASH = 25_000

export interface OfferBuilderPageProps {
  residence: Residence
  /** 'New York' or 'Germany', shown with the Change link. */
  residenceLabel: string
  minLoanAmount?: number | undefined
  maxLoanAmount?: number | undefined
  prices: readonly CryptoValue[]
  origin: ApplicationOrigin
  /** The Change link beside the residence; the app owns the route it leads to. */
  changeResidenceLink: ReactNode
  /** The short FAQ under the builder, with its View all link. */
  faq?: ReactNode
  onContinue: (appUuid: string) => void
}

/** A failed call, said plainly, with the way to ask again. */
function RetryBanner({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Banner
      variant="error"
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Banner>
  )
}

function requestKey(request: object | null): string {
  return request ? JSON.stringify(request) : ''
}

function parseKey<T>(key: string): T | null {
  return key ? (JSON.parse(key) as T) : null
}

export function OfferBuilderPage({
  residence,
  residenceLabel,
  minLoanAmount,
  maxLoanAmount,
  prices,
  origin,
  changeResidenceLink,
  faq,
  onContinue,
}: OfferBuilderPageProps) {
  const { http, config } = useServices()
  const limits = useMemo<OfferFormLimits>(() => {
    const minCoinQuantity: Partial<Record<SelectableCoinType, number>> = {}
    for (const price of prices) {
      if (price.collateralType !== 'SOL')
        minCoinQuantity[price.collateralType] = price.minCoinQuantity
    }
    return { minLoanAmount, maxLoanAmount, minCoinQuantity }
  }, [prices, minLoanAmount, maxLoanAmount])
  const schema = useMemo(() => createOfferFormSchema(limits), [limits])
  const { min, max } = loanLimits(limits)
  const stops = useMemo(() => sliderStops(min, max), [min, max])

  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useForm<OfferFormInput, unknown, OfferFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      collateralType: 'BTC',
      collateralAmount: '',
      cashToBorrow: Math.min(Math.max(DEFAULT_CASH, min), max).toLocaleString('en-US'),
    },
  })
  const values = useWatch({ control }) as OfferFormInput
  const chosenCoin = SELECTABLE_COINS.find((coin) => coin === values.collateralType)
  const coinType: SelectableCoinType = chosenCoin ?? 'BTC'
  const price = prices.find((entry) => entry.collateralType === coinType)
  const cashNumber = parseAmount(values.cashToBorrow ?? '')

  // What to ask the service, worked out from what is typed now; asked 450 ms after it settles.
  const parsed = schema.safeParse(values)
  const offersRequest: OffersRequest | null = parsed.success
    ? {
        requestedAmount: parsed.data.cashToBorrow,
        collateralType: parsed.data.collateralType,
        coinQuantity: parsed.data.collateralAmount,
        ...residence,
      }
    : null
  const coinQuantity = parseAmount(values.collateralAmount ?? '')
  const ratesRequest: RatesRequest | null =
    coinQuantity !== null && coinQuantity > 0 && chosenCoin
      ? { coinQuantity, collateralType: chosenCoin, ...residence }
      : null
  const offersKey = requestKey(offersRequest)
  const ratesKey = requestKey(ratesRequest)
  const debouncedOffersKey = useDebouncedValue(offersKey, OFFER_INPUT_DEBOUNCE_MS)
  const debouncedRatesKey = useDebouncedValue(ratesKey, OFFER_INPUT_DEBOUNCE_MS)

  const application = useQuery(newApplicationQueryOptions(http, origin))
  const appUuid = application.data?.appUuid
  const offers = useQuery(
    offersQueryOptions(http, appUuid, parseKey<OffersRequest>(debouncedOffersKey)),
  )
  const rates = useQuery(
    ratesQueryOptions(http, config.orgCode, parseKey<RatesRequest>(debouncedRatesKey)),
  )
  const selectOffer = useSelectOffer()
  const [learnMoreOpen, setLearnMoreOpen] = useState(false)

  const settling = offersKey !== debouncedOffersKey
  const offersCurrent = offersRequest !== null && !settling && !offers.isPlaceholderData
  const offer = offers.data?.[0]
  const warning =
    offersCurrent && !offers.isFetching
      ? offerWarning(offers.data ? { offers: offers.data } : undefined)
      : null

  let terms: TermsState
  if (!offersRequest) terms = { kind: 'empty', incomplete: Boolean(values.collateralAmount) }
  else if (offer) terms = { kind: 'offer', offer, updating: !offersCurrent || offers.isFetching }
  else if (offers.data && offersCurrent && !offers.isFetching) terms = { kind: 'no-offer' }
  else terms = { kind: 'loading' }

  const canContinue =
    offer !== undefined && offersCurrent && !offers.isFetching && appUuid !== undefined
  const rateRows = ratesRequest ? rates.data : undefined
  const activeRate = rateRows
    ? applicableRateIndex(rateRows, cashNumber, offersCurrent ? offer?.ltv : undefined)
    : -1

  const minCoin = limits.minCoinQuantity?.[coinType]
  const collateralHint =
    minCoin !== undefined ? offerFormMessages.collateralMin(minCoin, coinType) : undefined
  // Below the coin minimum is shown while typing, not only after leaving the field: it is the
  // reason no offer appears, so waiting for a blur would leave the offer panel unexplained.
  const belowMinimum =
    minCoin !== undefined && coinQuantity !== null && coinQuantity > 0 && coinQuantity < minCoin
  const collateralError =
    errors.collateralAmount?.message ?? (belowMinimum ? collateralHint : undefined)

  const cashField = register('cashToBorrow')

  return (
    <Page>
      <div className="offer-heading">
        <PageHeading
          title="Get cash without selling your crypto"
          lead="Borrow against your bitcoin or ether. See your rate and terms instantly, with no impact on your credit score."
        />
        <p className="offer-residence">
          <span>
            Residence: <strong>{residenceLabel}</strong>
          </span>
          {changeResidenceLink}
        </p>
      </div>

      <div className="offer-layout">
        <div className="offer-main">
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
                  {...cashField}
                  hint={`Between ${formatUsd(min, { cents: 'never' })} and ${formatUsd(max, { cents: 'never' })}`}
                  error={errors.cashToBorrow?.message}
                />
                <Slider
                  label="Cash to borrow"
                  hideLabel
                  min={0}
                  max={stops.last}
                  value={stopForAmount(stops, cashNumber ?? min)}
                  formatValue={(index) => formatUsd(amountAtStop(stops, index), { cents: 'never' })}
                  onChange={(index) =>
                    setValue('cashToBorrow', amountAtStop(stops, index).toLocaleString('en-US'), {
                      shouldValidate: true,
                      shouldDirty: true,
                    })
                  }
                />
              </div>
            </form>
          </Card>

          <Card className="offer-rates-card" aria-labelledby="offer-rates-heading">
            <div className="offer-section-header">
              <h2 id="offer-rates-heading" className="offer-section-title">
                Rates for your collateral
              </h2>
              <Button variant="link" onClick={() => setLearnMoreOpen(true)}>
                Learn more
              </Button>
            </div>
            {rates.isError && ratesRequest ? (
              <RetryBanner onRetry={() => void rates.refetch()}>
                We couldn't load the rates. Your entries are kept.
              </RetryBanner>
            ) : (
              <RateTable
                rows={rateRows}
                coinType={coinType}
                activeIndex={activeRate}
                loading={
                  rates.isFetching || (ratesRequest !== null && ratesKey !== debouncedRatesKey)
                }
              />
            )}
            {price ? (
              <p className="offer-muted offer-price">
                1 {coinType} ≈ {formatUsd(price.valueOfOne)} at current market prices.
              </p>
            ) : null}
          </Card>
        </div>

        <aside className="offer-side" aria-labelledby="offer-terms-heading">
          <Card className="offer-terms-card">
            <h2 id="offer-terms-heading" className="offer-section-title">
              Your offer
            </h2>
            {warning ? <Banner variant="warn">{offerWarningMessages[warning]}</Banner> : null}
            {application.isError ? (
              <RetryBanner onRetry={() => void application.refetch()}>
                We couldn't start your application. Your entries are kept.
              </RetryBanner>
            ) : null}
            {offers.isError && offersRequest ? (
              <RetryBanner onRetry={() => void offers.refetch()}>
                We couldn't load your offer. Your entries are kept.
              </RetryBanner>
            ) : (
              <TermsPanel state={terms} />
            )}
            {selectOffer.isError ? (
              <Banner variant="error">We couldn't save your offer. Please try again.</Banner>
            ) : null}
            <Button
              block
              disabled={!canContinue}
              loading={selectOffer.isPending}
              loadingText="Saving your offer…"
              onClick={() => {
                if (!offer || !appUuid) return
                selectOffer.mutate(
                  { appUuid, offerUuid: offer.uuid },
                  { onSuccess: () => onContinue(appUuid) },
                )
              }}
            >
              Continue
            </Button>
            <p className="offer-muted offer-side__note">
              Checking your rate won't affect your credit score.
            </p>
          </Card>
        </aside>
      </div>

      <OfferFootnotes offer={offer} />
      {faq}
      <LearnMoreModal open={learnMoreOpen} onClose={() => setLearnMoreOpen(false)} />
    </Page>
  )
}
