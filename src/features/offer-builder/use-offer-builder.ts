import type { Residence, SelectableCoinType } from '@contract/common'
import type { OffersRequest, RatesRequest } from '@contract/pricing'
import type { CryptoValue } from '@contract/reference'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { isConflict, isNotFound } from '@/api/api-error'
import type { ApplicationOrigin } from '@/api/reads'
import { currentApplicationQueryOptions, offersQueryOptions, ratesQueryOptions } from '@/api/reads'
import { useServices } from '@/api/services-context'
import { useSendOnce } from '@/api/use-send-once'
import { formatTypedAmount } from '@/domain/format'
import { sliderStops } from '@/domain/loan-slider'
import {
  createOfferFormSchema,
  loanLimits,
  type OfferFormInput,
  type OfferFormLimits,
  offerFormErrors,
  parseAmount,
  SELECTABLE_COINS,
} from '@/domain/offer-form'
import { applicableRateIndex } from '@/domain/rate-table'
import { forgetCurrentApplication } from '@/session/current-application'
import { useToasts } from '@/ui/toasts'
import { useDebouncedValue } from '@/ui/use-debounced-value'
import { useTouchedForm } from '@/ui/use-touched-form'
import { useSelectOffer } from './api/select-offer'
import { readOfferDraft, saveOfferDraft } from './offer-draft'
import { offerPanelState } from './offer-panel-state'
import { selectionState, useContinue } from './use-continue'

/** The spec's debounce between typing and asking for offers (core-journey.md §9). */
export const OFFER_INPUT_DEBOUNCE_MS = 450

const DEFAULT_CASH = 25_000

export interface OfferBuilderOptions {
  residence: Residence
  minLoanAmount?: number | undefined
  maxLoanAmount?: number | undefined
  prices: readonly CryptoValue[]
  origin: ApplicationOrigin
  /** Goes to the application's pages once its offer is saved. */
  onContinue: (appUuid: string) => Promise<void>
  /** Goes to the application's pages when its offer was chosen meanwhile elsewhere (409). */
  onChosenElsewhere: (appUuid: string) => Promise<void>
}

/**
 * The notice when the lender refuses the choice as out of step (409): an offer was chosen for
 * this application meanwhile, in another tab or window. Nothing to try again.
 */
export const OFFER_CHOSEN_ELSEWHERE_NOTICE = {
  tone: 'info',
  title: 'You have already chosen an offer',
  body: 'It was chosen in another tab or window. Here is where your application stands now.',
} as const

/** A request as a stable string, so the debounce compares what is asked, not object identity. */
function requestKey(request: object | null): string {
  return request ? JSON.stringify(request) : ''
}

function parseKey<T>(key: string): T | null {
  return key ? (JSON.parse(key) as T) : null
}

/**
 * The application can no longer be priced here: its offer was chosen (in this tab or another),
 * or the lender no longer knows it (an old tab, a reset demo).
 */
function isPastPricing(error: unknown): boolean {
  return isConflict(error) || isNotFound(error)
}

function useOfferForm(limits: OfferFormLimits) {
  const schema = useMemo(() => createOfferFormSchema(limits), [limits])
  const { min, max } = loanLimits(limits)
  const form = useTouchedForm<OfferFormInput>(
    // What the borrower typed before (Back, Change residence, a reload) comes back.
    () =>
      readOfferDraft() ?? {
        collateralType: 'BTC',
        collateralAmount: '',
        cashToBorrow: formatTypedAmount(Math.min(Math.max(DEFAULT_CASH, min), max)),
      },
    (input) => offerFormErrors(input, limits),
  )
  const { values } = form
  useEffect(() => saveOfferDraft(values), [values])
  return { form, schema, values, min, max }
}

export function useOfferBuilder(options: OfferBuilderOptions) {
  const { residence, prices, origin } = options
  const { config } = useServices()
  const queryClient = useQueryClient()
  const toasts = useToasts()

  const limits = useMemo<OfferFormLimits>(() => {
    const minCoinQuantity: Partial<Record<SelectableCoinType, number>> = {}
    for (const price of prices) {
      if (price.collateralType !== 'SOL')
        minCoinQuantity[price.collateralType] = price.minCoinQuantity
    }
    return {
      minLoanAmount: options.minLoanAmount,
      maxLoanAmount: options.maxLoanAmount,
      minCoinQuantity,
    }
  }, [prices, options.minLoanAmount, options.maxLoanAmount])
  const { form, schema, values, min, max } = useOfferForm(limits)
  const stops = useMemo(() => sliderStops(min, max), [min, max])

  const chosenCoin = SELECTABLE_COINS.find((coin) => coin === values.collateralType)
  const coinType: SelectableCoinType = chosenCoin ?? 'BTC'
  const coinQuantity = parseAmount(values.collateralAmount ?? '')
  const cashAmount = parseAmount(values.cashToBorrow ?? '')

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
  const ratesRequest: RatesRequest | null =
    coinQuantity !== null && coinQuantity > 0 && chosenCoin
      ? { coinQuantity, collateralType: chosenCoin, ...residence }
      : null
  const offersKey = requestKey(offersRequest)
  const ratesKey = requestKey(ratesRequest)
  const debouncedOffersKey = useDebouncedValue(offersKey, OFFER_INPUT_DEBOUNCE_MS)
  const debouncedRatesKey = useDebouncedValue(ratesKey, OFFER_INPUT_DEBOUNCE_MS)

  const application = useQuery(currentApplicationQueryOptions(origin))
  const appUuid = application.data?.appUuid
  const offers = useQuery(offersQueryOptions(appUuid, parseKey<OffersRequest>(debouncedOffersKey)))
  const rates = useQuery(
    ratesQueryOptions(config.orgCode, parseKey<RatesRequest>(debouncedRatesKey)),
  )

  // An application whose offer was chosen elsewhere cannot be re-priced: start a new one and
  // ask again with what is typed, rather than leave Continue disabled for good.
  const pastPricing = isPastPricing(offers.error)
  useEffect(() => {
    if (pastPricing) void forgetCurrentApplication(queryClient, { restart: true })
  }, [pastPricing, queryClient])

  const select = useSelectOffer({
    onSuccess: async (_answer, { appUuid }) => {
      await options.onContinue(appUuid)
      // The application now lives at /{appUuid}; a later visit to /start prices a new one.
      await forgetCurrentApplication(queryClient)
    },
    onError: async (error, { appUuid }) => {
      if (isConflict(error)) {
        // Chosen meanwhile in another tab: that application is where the borrower goes on.
        toasts.show(OFFER_CHOSEN_ELSEWHERE_NOTICE)
        await options.onChosenElsewhere(appUuid)
        await forgetCurrentApplication(queryClient)
      } else if (isNotFound(error)) {
        // The lender no longer knows it (an old tab, a reset demo): price a new one.
        await forgetCurrentApplication(queryClient, { restart: true })
      }
    },
  })

  const applicationFailed = application.isError && !pastPricing
  const offersFailed = offers.isError && offersRequest !== null && !pastPricing
  const panel = offerPanelState({
    requestReady: offersRequest !== null,
    collateralTyped: Boolean(values.collateralAmount),
    settling: offersKey !== debouncedOffersKey,
    offers: {
      data: offers.data,
      isPlaceholderData: offers.isPlaceholderData,
      isFetching: offers.isFetching,
      isPaused: offers.isPaused || application.isPaused,
    },
    applicationReady: appUuid !== undefined,
    // A Try again under way is waited for, not refused.
    failed: (applicationFailed && !application.isFetching) || (offersFailed && !offers.isFetching),
  })
  // A double click on Continue saves the offer once (the mutation's isPending comes a render late).
  const selectOnce = useSendOnce(select)
  const continuing = useContinue({
    action: panel.continueAction,
    select: (chosen) => {
      // An offer is only ever current for an application that exists.
      if (appUuid) selectOnce({ appUuid, offerUuid: chosen.uuid })
    },
    revealErrors: form.checkAll,
  })
  const offer = panel.terms.kind === 'offer' ? panel.terms.offer : undefined
  const rateRows = ratesRequest ? rates.data : undefined

  return {
    form,
    values,
    coinType,
    coinQuantity,
    cashAmount,
    min,
    max,
    stops,
    minCoin: limits.minCoinQuantity?.[coinType],
    price: prices.find((entry) => entry.collateralType === coinType),
    panel,
    offer,
    application: {
      failed: applicationFailed,
      retry: () => void application.refetch(),
    },
    offersFailed,
    retryOffers: () => void offers.refetch(),
    rates: {
      rows: rateRows,
      activeIndex: rateRows
        ? applicableRateIndex(rateRows, cashAmount, panel.offerCurrent ? offer?.ltv : undefined)
        : -1,
      loading: rates.isFetching || (ratesRequest !== null && ratesKey !== debouncedRatesKey),
      failed: rates.isError && ratesRequest !== null,
      retry: () => void rates.refetch(),
    },
    selection: selectionState(continuing, {
      saving: select.isPending,
      failed: select.isError && !isPastPricing(select.error),
    }),
  }
}
