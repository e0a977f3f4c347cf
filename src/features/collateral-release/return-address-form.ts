import type { CoinType } from '@contract/common'
import { z } from '@contract/zod'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { RELEASE_MESSAGES, returnAddressSchema } from '@/domain/collateral-release'
import { isPossibleReturnAddress } from '@/domain/return-address'

/**
 * The return address form: required and trimmed (§5), and an address the coin cannot receive
 * is refused before it can be confirmed, since a mistyped address loses the collateral for good.
 */
export function returnAddressFormSchema(coin: CoinType) {
  return z.object({
    returnAddress: returnAddressSchema.check(
      z.refine((address) => isPossibleReturnAddress(coin, address), {
        message: RELEASE_MESSAGES.wrongForCoin(coin),
      }),
    ),
  })
}

export type ReturnAddressInput = z.input<ReturnType<typeof returnAddressFormSchema>>
export type ReturnAddressValues = z.output<ReturnType<typeof returnAddressFormSchema>>

export function useReturnAddressForm(coin: CoinType, saved: string) {
  const schema = useMemo(() => returnAddressFormSchema(coin), [coin])
  return useForm<ReturnAddressInput, unknown, ReturnAddressValues>({
    resolver: zodResolver(schema),
    // Checked when the borrower leaves the field, and again as they correct it.
    mode: 'onTouched',
    defaultValues: { returnAddress: saved },
  })
}
