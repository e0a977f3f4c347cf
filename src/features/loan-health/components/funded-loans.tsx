import { useQuery } from '@tanstack/react-query'
import { failureAdvice } from '@/api/api-error'
import { fundedLoansQueryOptions } from '@/api/reads'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { formatWhen } from '../format-when'
import { FundedLoanCard } from './funded-loan-card'

/**
 * The borrower's funded loans with their health, asked again every few seconds while the page
 * is open. Nothing shows while they load or when there are none: the applications below carry
 * the page. A failure says so with a way to try again; a failed refresh keeps the last figures
 * on screen and says how old they are, since a margin call's figures age by the hour.
 */
export function FundedLoans({ supportPhone }: { supportPhone: string }) {
  const loans = useQuery(fundedLoansQueryOptions())
  if (loans.isError && !loans.data) {
    return (
      <Banner
        variant="error"
        title="We couldn't load your loans"
        actions={
          <Button variant="secondary" onClick={() => void loans.refetch()}>
            Try again
          </Button>
        }
      >
        <p>{failureAdvice(loans.error)}</p>
      </Banner>
    )
  }
  if (!loans.data || loans.data.loans.length === 0) return null
  const { asOf } = loans.data
  return (
    <div className="funded-loans">
      {loans.isError && (
        <Banner
          variant="warn"
          title="We couldn't refresh your loans"
          actions={
            <Button variant="secondary" onClick={() => void loans.refetch()}>
              Try again
            </Button>
          }
        >
          <p>
            These figures are from {formatWhen(asOf)}. {failureAdvice(loans.error)}
          </p>
        </Banner>
      )}
      {loans.data.loans.map((loan) => (
        <FundedLoanCard
          key={loan.appUuid}
          loan={loan}
          asOf={asOf}
          receivedAt={loans.dataUpdatedAt}
          supportPhone={supportPhone}
        />
      ))}
    </div>
  )
}
