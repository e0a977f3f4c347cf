export interface CollateralCustodyProps {
  /** Who holds the collateral, as the lender's content names it, when it does. */
  custody?: { custodian: string; detailsUrl: string | null } | undefined
  lender: string
  coin: string
}

/**
 * Who holds the collateral and how the borrower can check it. The custodian and its page come
 * from the lender's content, and nothing is said of them where the content is silent; that a
 * deposit address can be looked up is a property of the public blockchain, true for every lender.
 */
export function CollateralCustody({ custody, lender, coin }: CollateralCustodyProps) {
  const check = `Anyone can look up the ${coin} held at your deposit address on a public block explorer.`
  if (!custody) return <p className="collateral__note">{check}</p>
  return (
    <section className="collateral__custody" aria-labelledby="collateral-custody-heading">
      <h2 id="collateral-custody-heading" className="collateral__subheading">
        Who holds your collateral
      </h2>
      <p>
        {custody.custodian} holds your collateral for {lender} while your loan is outstanding.{' '}
        {check}
      </p>
      {custody.detailsUrl ? (
        <p>
          <a href={custody.detailsUrl} target="_blank" rel="noopener noreferrer">
            How your collateral is held
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </section>
  )
}
