import type {
  BankLinkWidget,
  BankLinkWidgetProps,
  LoadBankLinkWidget,
} from '@contract/bank-link-widget'
import { useEffect, useState } from 'react'
import { useServices } from '@/api/services-context'

/** The provider's SDK, fetched only when a link screen mounts it. */
const loadPlaidLinkWidget: LoadBankLinkWidget = () =>
  import('./plaid-link-widget').then((module) => module.PlaidLinkWidget)

/**
 * Mounts the bank-link SDK: the stand-in the services carry (the simulation's) or else the
 * provider's. The code is fetched on first use; a failure to fetch it is a link error.
 */
export function BankLinkHost(props: BankLinkWidgetProps) {
  const { bankLink } = useServices()
  const [Widget, setWidget] = useState<BankLinkWidget | null>(null)
  const { onExit } = props

  useEffect(() => {
    let live = true
    ;(bankLink ?? loadPlaidLinkWidget)().then(
      (loaded) => {
        if (live) setWidget(() => loaded)
      },
      (error: unknown) => {
        if (!live) return
        onExit(
          {
            error_type: 'SDK_ERROR',
            error_code: 'SDK_LOAD_FAILED',
            error_message: error instanceof Error ? error.message : 'The bank link did not load',
          },
          {},
        )
      },
    )
    return () => {
      live = false
    }
  }, [bankLink, onExit])

  return Widget ? <Widget {...props} /> : null
}
