import type { Application } from '@contract/applications'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { disbursementDestinationQueryOptions } from '@/api/reads'
import { fundedLoanFacts } from '@/domain/funded-loan'

export interface FundedSummaryProps {
  appUuid: string
  application: Pick<Application, 'selectedOffer' | 'isRollForward'>
}

/**
 * The funded loan at a glance: what the borrower now has, where the cash went, and the way to
 * the signed documents. Where the cash went comes from its own call; while it loads, or if it
 * fails, the rest still shows and that line is left out.
 */
export function FundedSummary({ appUuid, application }: FundedSummaryProps) {
  const destination = useQuery(disbursementDestinationQueryOptions(appUuid))
  const offer = application.selectedOffer
  if (!offer) return null
  const facts = fundedLoanFacts(offer, destination.data)
  const title = application.isRollForward ? 'Your renewed loan' : 'Your loan'
  return (
    <section className="funded-summary" aria-labelledby="funded-summary-title">
      <h2 id="funded-summary-title" className="funded-summary__title">
        {title}
      </h2>
      <dl className="funded-summary__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="funded-summary__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/$appUuid/documents" params={{ appUuid }} className="funded-summary__documents">
        Your signed loan documents
      </Link>
    </section>
  )
}
