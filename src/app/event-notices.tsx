import type { ApplicationStatus } from '@contract/applications'
import type { FinalStepsDashboard } from '@contract/borrowers'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { applicationKeys } from '@/api/query-keys'
import {
  type ApplicationReading,
  BORROWER_EVENT_NOTICES,
  borrowerEvents,
} from '@/domain/borrower-events'
import { useToasts } from '@/ui/toasts'

type Fields = ApplicationStatus & {
  isRollForward?: boolean
  collateral?: { remainingCoinAmountDue: { coinQuantity: number } } | null
}

/**
 * What one answer says of which applications: the state poll, the checklist, the fields, the
 * collateral, the dashboard's list.
 */
function readingsOf(queryKey: QueryKey, data: unknown): [string, ApplicationReading][] {
  const [root, kind, appUuid, part] = queryKey
  if (root !== applicationKeys.all[0] || data == null) return []
  if (kind === 'mine' && Array.isArray(data))
    return (data as (ApplicationStatus & { appUuid: string })[]).map((app) => [
      app.appUuid,
      { state: app.state },
    ])
  if (kind !== 'by-id' || typeof appUuid !== 'string') return []
  if (part === 'state') return [[appUuid, { state: (data as ApplicationStatus).state }]]
  if (part === 'collateral') {
    const due = (data as { remainingCoinAmountDue?: { coinQuantity: number } })
      .remainingCoinAmountDue?.coinQuantity
    return due === undefined ? [] : [[appUuid, { collateralDue: due }]]
  }
  if (part === 'final-steps') {
    const identity = (data as FinalStepsDashboard).items.find(
      (item) => item.name === 'Verify Identity',
    )?.status
    return identity ? [[appUuid, { identity }]] : []
  }
  if (part === 'fields') {
    const fields = data as Fields
    const due = fields.collateral?.remainingCoinAmountDue.coinQuantity
    return [
      [
        appUuid,
        {
          state: fields.state,
          ...(fields.isRollForward === undefined ? {} : { renewal: fields.isRollForward }),
          ...(due === undefined ? {} : { collateralDue: due }),
        },
      ],
    ]
  }
  return []
}

/**
 * Tells the borrower of what happened out of sight (an identity decided, collateral arrived,
 * funds sent), from the answers of the polls the pages already make: each answer from the
 * lender is compared with the one before it, and each event is told once in a tab. The app's
 * own optimistic changes are not answers and are not compared.
 */
export function EventNotices(): null {
  const queryClient = useQueryClient()
  const toasts = useToasts()
  const show = useRef(toasts.show)
  show.current = toasts.show

  useEffect(() => {
    const readings = new Map<string, ApplicationReading>()
    const told = new Set<string>()
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return
      for (const [appUuid, reading] of readingsOf(event.query.queryKey, event.query.state.data)) {
        const before = readings.get(appUuid) ?? {}
        const after = { ...before, ...reading }
        readings.set(appUuid, after)
        for (const happened of borrowerEvents(before, after)) {
          const key = `${appUuid} ${happened}`
          if (told.has(key)) continue
          told.add(key)
          show.current(BORROWER_EVENT_NOTICES[happened])
        }
      }
    })
  }, [queryClient])
  return null
}
