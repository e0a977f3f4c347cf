import type { OfferFormInput } from '@/domain/offer-form'
import { readStored, writeStored } from '@/lib/storage'

/**
 * What the borrower typed on the offer builder, kept for the tab so that Back after Continue,
 * a change of residence or a reload finds it again. It holds the coin, the coin amount and the
 * cash: nothing personal.
 */
export function readOfferDraft(): OfferFormInput | null {
  return readStored('offerDraft')
}

export function saveOfferDraft(input: Partial<OfferFormInput>): void {
  const { collateralType, collateralAmount = '', cashToBorrow = '' } = input
  if (collateralType !== 'BTC' && collateralType !== 'ETH') return
  // Text the schema refuses (letters typed by mistake) is not kept; the last good draft stays.
  writeStored('offerDraft', { collateralType, collateralAmount, cashToBorrow })
}
