import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { failureAdvice } from '@/api/api-error'
import { formerLenderFields } from '@/api/contract/former-lender'
import { useServices } from '@/api/services-context'
import { formatCoin, formatPercent, formatUsd } from '@/domain/format'
import { refinanceStepOf } from '@/domain/refinance'
import { useCurrentUser } from '@/session/current-user'
import { Button } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { Loader } from '@/ui/loader'
import { ErrorState } from '@/ui/state-views'
import './refinance.css'
import { refinanceApplicationsQueryOptions } from '@/api/queries/borrower'

export interface RefinanceCompletePageProps {
  lender: string
  onDashboard: () => void
  onList: () => void
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Page narrow>
      <Card>{children}</Card>
    </Page>
  )
}

/** /{former_lender}-refi/complete: the refinanced loans (refinance-release-shell §2). */
export function RefinanceCompletePage({ lender, onDashboard, onList }: RefinanceCompletePageProps) {
  const { http } = useServices()
  const user = useCurrentUser()
  const list = useQuery({
    ...refinanceApplicationsQueryOptions(http, user.data?.uuid ?? ''),
    enabled: user.data !== undefined,
  })

  if (user.isError || list.isError) {
    return (
      <Frame>
        <ErrorState
          headingLevel={1}
          title="We couldn't load your refinance"
          onRetry={() => {
            if (user.isError) void user.refetch()
            if (list.isError) void list.refetch()
          }}
        >
          <p>{failureAdvice([user.error, list.error])}</p>
        </ErrorState>
      </Frame>
    )
  }
  if (!list.data) {
    return (
      <Frame>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          Your refinance
        </h1>
        <Loader />
      </Frame>
    )
  }
  const done = list.data.filter((application) => refinanceStepOf(application) === 'complete')
  if (done.length === 0) {
    return (
      <Frame>
        <PageHeading
          title="Your refinance is not complete yet"
          lead={`Your ${lender} loans still have a step to finish.`}
        />
        <div className="ui-actions">
          <Button onClick={onList}>Back to your loans</Button>
        </div>
      </Frame>
    )
  }
  return (
    <Frame>
      <PageHeading
        title="Your refinance is complete"
        lead={`These ${lender} loans are now refinanced.`}
      />
      <ul className="refi-complete__list">
        {done.map((application) => {
          const offer = application.selectedOffer
          return (
            <li key={application.appUuid} className="refi-complete__item">
              <p className="refi-chosen">
                {application[formerLenderFields.loanNumbers].join(', ')}
              </p>
              {offer ? (
                <p className="refi-muted">
                  {formatUsd(offer.amount)} at {formatPercent(offer.annualPercentageRate)} APR,
                  backed by {formatCoin(offer.minCollateralUnits, offer.collateral.type)}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      <div className="ui-actions">
        <Button onClick={onDashboard}>Go to dashboard</Button>
        {done.length < list.data.length ? (
          <Button variant="secondary" onClick={onList}>
            Back to your loans
          </Button>
        ) : null}
      </div>
    </Frame>
  )
}
