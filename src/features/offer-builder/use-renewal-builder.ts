import type { CoinAmount } from '@contract/common'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { rollForwardOffersQueryOptions, rollForwardRatesQueryOptions } from '@/api/reads'
import { useServices } from '@/api/services-context'
import { useSendOnce } from '@/api/use-send-once'
import {
  createRenewalFormSchema,
  type OfferFormInput,
  type RenewalFormValues,
} from '@/domain/offer-form'
import { applicableRateIndex } from '@/domain/rate-table'
import { readStored, writeStored } from '@/lib/storage'
import { useDebouncedValue } from '@/ui/use-debounced-value'
import { useSelectOffer } from './api/select-offer'
import { offerPanelState } from './offer-panel-state'
import { selectionState, useContinue } from './use-continue'
import { OFFER_INPUT_DEBOUNCE_MS } from './use-offer-builder'

/** The top-up typed before for this renewal, in this tab. */
function savedTopUp(appUuid: string): string {
  const draft = readStored('renewalDraft')
  return draft?.appUuid === appUuid ? draft.topUp : ''
}

export interface RenewalBuilderOptions {
  appUuid: string
  /** The collateral the lender holds for the loan being renewed. */
  held: CoinAmount
  /** Goes on once the renewal's offer is saved. */
  onContinue: (appUuid: string) => Promise<void>
}

/**
 * The offer builder in renewal mode (roll forward): the coin is the one held, the cash is the
 * loan being renewed, and the borrower chooses only a top-up. Rates and offers come from the
 * roll-forward calls, 450 ms after the top-up settles, as on /start; the side panel follows
 * the same rules (offerPanelState) without the new-loan-only LTV warning.
 */
export function useRenewalBuilder({ appUuid, held, onContinue }: RenewalBuilderOptions) {
  const { config } = useServices()
  const schema = useMemo(() => createRenewalFormSchema(), [])
  const form = useForm<OfferFormInput, unknown, RenewalFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      collateralType: held.type,
      collateralAmount: savedTopUp(appUuid),
      cashToBorrow: '',
    },
  })
  const values = useWatch({ control: form.control }) as OfferFormInput
  // A reload, or Back from a later page, finds the top-up typed for this renewal.
  const typedTopUp = values.collateralAmount ?? ''
  useEffect(() => {
    writeStored('renewalDraft', { appUuid, topUp: typedTopUp })
  }, [appUuid, typedTopUp])

  const parsed = schema.safeParse(values)
  const topUpQuantity = parsed.success ? parsed.data.topUpQuantity : null
  const key = topUpQuantity === null ? '' : String(topUpQuantity)
  const debouncedKey = useDebouncedValue(key, OFFER_INPUT_DEBOUNCE_MS)
  const asked = debouncedKey === '' ? null : Number(debouncedKey)

  const offers = useQuery(rollForwardOffersQueryOptions(appUuid, asked))
  const rates = useQuery(rollForwardRatesQueryOptions(config.orgCode, appUuid, asked))

  // The renewal moves on; the screens after it read it afresh (its fields are never fresh
  // for long), so nothing cached needs clearing here.
  const select = useSelectOffer({ onSuccess: () => onContinue(appUuid) })
  const selectOnce = useSendOnce(select)

  const offersFailed = offers.isError && topUpQuantity !== null
  const panel = offerPanelState({
    requestReady: topUpQuantity !== null,
    collateralTyped: Boolean(values.collateralAmount),
    settling: key !== debouncedKey,
    offers: {
      data: offers.data,
      isPlaceholderData: offers.isPlaceholderData,
      isFetching: offers.isFetching,
      isPaused: offers.isPaused,
    },
    applicationReady: true,
    // A Try again under way is waited for, not refused.
    failed: offersFailed && !offers.isFetching,
    renewal: true,
  })
  const continuing = useContinue({
    action: panel.continueAction,
    select: (chosen) => selectOnce({ appUuid, offerUuid: chosen.uuid }),
    revealErrors: () => void form.trigger(),
  })
  const offer = panel.terms.kind === 'offer' ? panel.terms.offer : undefined
  const rateRows = topUpQuantity !== null ? rates.data : undefined

  return {
    form,
    values,
    coinType: held.type,
    held,
    topUpQuantity,
    panel,
    offer,
    application: { failed: false, retry: () => undefined },
    offersFailed,
    retryOffers: () => void offers.refetch(),
    rates: {
      rows: rateRows,
      activeIndex:
        rateRows && offer && panel.offerCurrent
          ? applicableRateIndex(rateRows, offer.drawAmount, offer.postTopUpLoanToValue ?? offer.ltv)
          : -1,
      loading: rates.isFetching || (topUpQuantity !== null && key !== debouncedKey),
      failed: rates.isError && topUpQuantity !== null,
      retry: () => void rates.refetch(),
    },
    selection: selectionState(continuing, { saving: select.isPending, failed: select.isError }),
  }
}
export type RenewalBuilder = ReturnType<typeof useRenewalBuilder>
