import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { CardPage } from '@/ui/layout'
import { CREDIT_BUREAUS } from '../credit-bureaus'
import './credit-outcome.css'

export const CREDIT_OUTCOMES = [
  'credit-frozen',
  'credit-locked',
  'credit-no-match',
  'decline',
] as const
export type CreditOutcome = (typeof CREDIT_OUTCOMES)[number]

interface OutcomeCopy {
  title: string
  lead: string
  /** Frozen and locked files are thawed with the bureaus: their contacts are listed. */
  bureaus: boolean
  thaw?: string
}

// core-journey.md §2. The wording beyond what the spec names makes no further promise.
const copy: Record<CreditOutcome, OutcomeCopy> = {
  'credit-frozen': {
    title: 'Your credit file is frozen',
    lead: "We couldn't complete the soft credit check because your credit file is frozen.",
    bureaus: true,
    thaw: 'To continue, unfreeze your credit with the credit bureau and keep your credit thawed.',
  },
  'credit-locked': {
    title: 'Your credit file is locked',
    lead: "We couldn't complete the soft credit check because your credit file is locked.",
    bureaus: true,
    thaw: 'To continue, unfreeze your credit with the credit bureau and keep your credit thawed for 30 days after completing your application.',
  },
  'credit-no-match': {
    title: 'We could not match your credit file',
    lead: 'We could not pull your soft credit with the Social Security number you gave.',
    bureaus: false,
  },
  decline: {
    title: 'Application decision',
    lead: 'You are not eligible for a loan at this time. Your adverse action notice is on your dashboard.',
    bureaus: false,
  },
}

function BureauList() {
  return (
    <section className="credit-outcome__bureaus" aria-labelledby="credit-bureaus-heading">
      <h2 id="credit-bureaus-heading" className="credit-outcome__subheading">
        Credit bureaus
      </h2>
      <ul className="credit-outcome__bureau-list">
        {CREDIT_BUREAUS.map((bureau) => (
          <li key={bureau.name} className="credit-outcome__bureau">
            <h3 className="credit-outcome__bureau-name">{bureau.name}</h3>
            <p>
              <a
                href={`tel:${bureau.phone}`}
                aria-label={`Call ${bureau.name} at ${bureau.phoneLabel}`}
              >
                {bureau.phoneLabel}
              </a>
            </p>
            <p>
              <a href={bureau.url} target="_blank" rel="noopener noreferrer">
                {bureau.urlLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What the soft credit check or the lender decided, and the way back to the dashboard. */
export function CreditOutcomePage({ outcome }: { outcome: CreditOutcome }) {
  const { title, lead, bureaus, thaw } = copy[outcome]
  return (
    <CardPage>
      <PageHeading title={title} lead={lead} />
      {thaw ? <p className="credit-outcome__thaw">{thaw}</p> : null}
      {bureaus ? <BureauList /> : null}
      <div className="ui-actions">
        <Link to="/dashboard" className={buttonClass('primary')}>
          Dashboard
        </Link>
      </div>
    </CardPage>
  )
}
