import {
  createLinkToken,
  exchangePublicToken,
  postLinkMetadata,
  reportLinkError,
} from '@contract/bank-link'
import type { BankLinkError, BankLinkMetadata } from '@contract/bank-link-widget'
import { APP_BASE_PATH } from '@contract/base-path'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { bankLinkKeys } from '@/api/query-keys'
import { useServices } from '@/api/services-context'
import { removeStored, writeStored } from '@/lib/storage'

export const BANK_LINK_MESSAGES = {
  exchangeFailed: 'Unable to retrieve accounts. Try again',
  unexpected: 'Something unexpected happened. Try again',
} as const

/** Where the bank's OAuth sign-in sends the borrower back to. */
export function oauthReturnUrl(): string {
  return `${window.location.origin}${APP_BASE_PATH}/plaid-oauth-success`
}

export type BankLinkPhase = 'idle' | 'starting' | 'open' | 'finishing'

interface Options {
  appUuid: string
  clientName: string
  /** The link token to resume with, after the bank's OAuth page. */
  resumeToken?: string | undefined
  onLinked: () => void
  /** The borrower closed the dialog without linking. */
  onCancelled?: () => void
}

/**
 * One bank link from start to end (core-journey §7): a link token, the SDK's dialog, the
 * public token exchanged for an access token, the metadata posted, the listing refreshed. A
 * failed exchange and other link errors each have their message (§8); errors are reported.
 */
export function useBankLink({ appUuid, clientName, resumeToken, onLinked, onCancelled }: Options) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const [linkToken, setLinkToken] = useState<string | null>(resumeToken ?? null)
  const [phase, setPhase] = useState<BankLinkPhase>(resumeToken ? 'open' : 'idle')
  const [error, setError] = useState<string | null>(null)

  const start = useCallback(async () => {
    setError(null)
    setPhase('starting')
    try {
      const answer = await http.call(createLinkToken, {
        body: { clientName, redirectURI: oauthReturnUrl(), products: ['auth'] },
      })
      writeStored('bankLinkResume', { appUuid, linkToken: answer.linkToken })
      setLinkToken(answer.linkToken)
      setPhase('open')
    } catch {
      setError(BANK_LINK_MESSAGES.unexpected)
      setPhase('idle')
    }
  }, [http, clientName, appUuid])

  const onSuccess = useCallback(
    async (publicToken: string, metadata: BankLinkMetadata) => {
      setPhase('finishing')
      removeStored('bankLinkResume')
      let accessToken: string
      try {
        ;({ accessToken } = await http.call(exchangePublicToken, {
          params: { token: publicToken },
        }))
      } catch {
        setError(BANK_LINK_MESSAGES.exchangeFailed)
        setPhase('idle')
        return
      }
      try {
        await http.call(postLinkMetadata, { params: { accessToken }, body: { metadata } })
      } catch {
        setError(BANK_LINK_MESSAGES.unexpected)
        setPhase('idle')
        return
      }
      await queryClient.invalidateQueries({ queryKey: bankLinkKeys.items() })
      onLinked()
    },
    [http, queryClient, onLinked],
  )

  const onExit = useCallback(
    (linkError: BankLinkError | null, metadata: BankLinkMetadata) => {
      removeStored('bankLinkResume')
      setPhase('idle')
      setLinkToken(null)
      if (!linkError) {
        onCancelled?.()
        return
      }
      setError(BANK_LINK_MESSAGES.unexpected)
      // The report is for the lender's logs; the borrower's next step does not wait on it.
      void http
        .call(reportLinkError, {
          body: { linkError: { ...linkError }, linkErrorMetadata: metadata },
        })
        .catch(() => undefined)
    },
    [http, onCancelled],
  )

  return {
    phase,
    error,
    linkToken: phase === 'open' ? linkToken : null,
    start,
    onSuccess: (publicToken: string, metadata: BankLinkMetadata) =>
      void onSuccess(publicToken, metadata),
    onExit,
  }
}
