import type { BankLinkWidgetProps } from '@contract/bank-link-widget'
import { useEffect, useRef } from 'react'
import { usePlaidLink } from 'react-plaid-link'

/**
 * The production bank link: the provider's SDK, opened as soon as its script is ready. Loaded
 * with a dynamic import from the link screens only, so the SDK stays out of other chunks.
 */
export function PlaidLinkWidget({
  linkToken,
  receivedRedirectUri,
  onSuccess,
  onExit,
}: BankLinkWidgetProps) {
  const { open, ready, error } = usePlaidLink({
    token: linkToken,
    ...(receivedRedirectUri ? { receivedRedirectUri } : {}),
    onSuccess: (publicToken, metadata) => {
      if (publicToken) onSuccess(publicToken, { ...metadata })
      else onExit(null, { ...metadata })
    },
    onExit: (exitError, metadata) => onExit(exitError, { ...metadata }),
  })
  const opened = useRef(false)

  useEffect(() => {
    if (ready && !opened.current) {
      opened.current = true
      open()
    }
  }, [ready, open])

  useEffect(() => {
    // The SDK's script could not load (offline, blocked): a link error like any other.
    if (error) {
      onExit(
        { error_type: 'SDK_ERROR', error_code: 'SCRIPT_LOAD_FAILED', error_message: error.message },
        {},
      )
    }
  }, [error, onExit])

  return null
}
