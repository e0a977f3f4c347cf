import { formatPhone, phoneHref } from '@/domain/format'
import { PageSide } from '@/ui/layout'

export interface CollateralSideProps {
  /** Who holds the collateral, as the lender's content names it, when it does. */
  custody?: { custodian: string; detailsUrl: string | null } | undefined
  lender: string
  coin: string
  supportPhone: string
}

/**
 * Beside the posting: who holds the collateral and how the borrower can check it, and who to
 * call. The custodian and its page come from the lender's content, and nothing is said of them
 * where the content is silent; that a deposit address can be looked up is a property of the
 * public blockchain, true for every lender.
 */
export function CollateralSide({ custody, lender, coin, supportPhone }: CollateralSideProps) {
  const check = `Anyone can look up the ${coin} held at your deposit address on a public block explorer.`
  return (
    <PageSide label="About your collateral">
      {custody ? (
        <section className="collateral__custody" aria-labelledby="collateral-custody-heading">
          <h2 id="collateral-custody-heading" className="collateral__subheading">
            Who holds your collateral
          </h2>
          <p>
            {custody.custodian} holds your collateral for {lender} while your loan is outstanding.
          </p>
          <p>{check}</p>
          {custody.detailsUrl ? (
            <p>
              <a href={custody.detailsUrl} target="_blank" rel="noopener noreferrer">
                How your collateral is held
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </section>
      ) : (
        <p>{check}</p>
      )}
      <section className="collateral__custody" aria-labelledby="collateral-questions-heading">
        <h2 id="collateral-questions-heading" className="collateral__subheading">
          Questions?
        </h2>
        <p>
          Call us at <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a>.
        </p>
      </section>
    </PageSide>
  )
}
