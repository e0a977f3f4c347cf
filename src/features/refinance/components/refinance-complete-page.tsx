import { formerLenderFields } from '@contract/former-lender'
import { fundedLoanFacts } from '@/domain/funded-loan'
import { refinanceStepOf } from '@/domain/refinance'
import { useSuspenseReads } from '@/session/page-reads'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { CardPage } from '@/ui/layout'
import { refinanceListReads, signedInReads } from '../refinance-reads'
import './refinance.css'

export interface RefinanceCompletePageProps {
  lender: string
  onDashboard: () => void
  onList: () => void
}

/** /{former_lender}-refi/complete: the refinanced loans (refinance-release-shell §2). */
export function RefinanceCompletePage({ lender, onDashboard, onList }: RefinanceCompletePageProps) {
  const { user } = useSuspenseReads(signedInReads())
  const { list } = useSuspenseReads(refinanceListReads(user.data.uuid))
  const done = list.data.filter((application) => refinanceStepOf(application) === 'complete')
  if (done.length === 0) {
    return (
      <CardPage>
        <PageHeading
          title="Your refinance is not complete yet"
          lead={`Your ${lender} loans still have a step to finish.`}
        />
        <div className="ui-actions">
          <Button onClick={onList}>Back to your loans</Button>
        </div>
      </CardPage>
    )
  }
  return (
    <CardPage>
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
                <dl className="refi-complete__facts">
                  {fundedLoanFacts(offer, undefined, { refinance: true }).map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
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
    </CardPage>
  )
}
