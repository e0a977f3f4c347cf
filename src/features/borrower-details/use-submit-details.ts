import type { ConsentType } from '@contract/borrowers'
import type { Profile } from '@contract/profile'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ApiError, isConflict, serverMessage } from '@/api/api-error'
import { applicationKeys, profileKeys } from '@/api/query-keys'
import { readApplicationStateNow } from '@/api/reads'
import { useServices } from '@/api/services-context'
import { useSendOnce } from '@/api/use-send-once'
import {
  type BorrowerDetailsValues,
  DETAILS_POLL,
  hasLeftDetails,
  isLoanAmountError,
} from '@/domain/borrower-details'
import {
  applicationConsents,
  detailsRequest,
  profileUpdate,
} from '@/domain/borrower-details-requests'
import { savePhoneAlias } from './api/set-phone-alias'
import { sendConsents } from './api/submit-consents'
import { sendDetails } from './api/submit-details'
import { saveProfile } from './api/update-profile'

/** Where the borrower goes once the details are in: the next step, or the dashboard. */
export type SubmitDestination = 'next-step' | 'dashboard'

export interface SubmitDetailsOptions {
  appUuid: string
  identityUuid: string
  profile: Profile
  consentTypes: readonly { type: ConsentType; version: string }[]
  international: boolean
  /** US, or the selected offer's country. */
  country: string
  onSubmitted: (destination: SubmitDestination) => void
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** The failure's own text, to tell the loan-amount refusal from the rest. */
function messageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return serverMessage(error.body) ?? error.message
  return error instanceof Error ? error.message : undefined
}

/**
 * Sends the details in the order the lender needs them (profile, consents, phone, details),
 * then reads the state every 2 s, up to 10 times, while it stays BORROWER_DETAILS.
 */
export function useSubmitDetails(options: SubmitDetailsOptions) {
  const { http } = useServices()
  const queryClient = useQueryClient()
  const [checking, setChecking] = useState(false)
  const abort = useRef<AbortController | null>(null)
  const { onSubmitted } = options

  useEffect(() => () => abort.current?.abort(), [])

  async function pollState(signal: AbortSignal): Promise<SubmitDestination> {
    for (let attempt = 1; attempt <= DETAILS_POLL.maxAttempts; attempt += 1) {
      if (attempt > 1) await wait(DETAILS_POLL.intervalMs, signal)
      try {
        const { state } = await readApplicationStateNow(queryClient, options.appUuid, signal)
        if (hasLeftDetails(state)) return 'next-step'
      } catch (error) {
        // A reading that fails counts as one of the tries; only leaving the page stops them.
        if (signal.aborted) throw error
      }
    }
    return 'dashboard'
  }

  const mutation = useMutation({
    mutationFn: async (values: BorrowerDetailsValues): Promise<SubmitDestination> => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      const { appUuid, identityUuid, profile, consentTypes, international, country } = options
      const ids = { appUuid, identityUuid }
      const saved = await saveProfile(
        http,
        profileUpdate(values, { profile, consentTypes, country }),
      )
      queryClient.setQueryData(profileKeys.borrower(), saved)
      try {
        await sendConsents(http, ids, applicationConsents(values.consents, consentTypes))
        await savePhoneAlias(http, values.phone)
        await sendDetails(http, ids, detailsRequest(values, international, country))
      } catch (error) {
        // Refused as out of step (409): another tab may have sent the details already. The
        // application is read again and, if it has moved on, the borrower goes where it stands.
        if (!isConflict(error)) throw error
        const { state } = await readApplicationStateNow(queryClient, appUuid, controller.signal)
        if (hasLeftDetails(state)) return 'next-step'
        throw error
      }
      setChecking(true)
      try {
        return await pollState(controller.signal)
      } finally {
        setChecking(false)
      }
    },
    onSuccess: (destination) => {
      // The next-step page reads the state afresh rather than the one read before submitting.
      queryClient.removeQueries({ queryKey: applicationKeys.state(options.appUuid) })
      onSubmitted(destination)
    },
  })

  const send = useSendOnce(mutation)
  const loanAmountRefused = mutation.isError && isLoanAmountError(messageOf(mutation.error))

  return {
    // Once, whatever the clicks: a double click on I agree sent everything twice.
    submit: (values: BorrowerDetailsValues) => send(values),
    pending: mutation.isPending,
    checking,
    failed: mutation.isError && !loanAmountRefused,
    error: mutation.error,
    loanAmountRefused,
  }
}
