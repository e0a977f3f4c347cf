import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { DisbursementFrame } from './disbursement-frame'

export interface DisbursementChooserProps {
  onLinkAccount: () => void
  onManual: () => void
  onBack: () => void
}

/** /{appUuid}/disbursement: how the borrower gives the account the loan is paid into. */
export function DisbursementChooser({ onLinkAccount, onManual, onBack }: DisbursementChooserProps) {
  return (
    <DisbursementFrame>
      <PageHeading
        title="Disbursement account"
        lead="Choose how to give us the bank account your loan will be paid into."
      />
      <ul className="disbursement__options">
        <li className="disbursement__option">
          <div className="disbursement__option-head">
            <h2 className="disbursement__option-title">Link Account</h2>
            <span className="disbursement__badge">Most popular</span>
          </div>
          <p className="disbursement__muted">
            Sign in to your bank and pick the account. It takes about a minute.
          </p>
          <div>
            <Button onClick={onLinkAccount}>Link Account</Button>
          </div>
        </li>
        <li className="disbursement__option">
          <h2 className="disbursement__option-title">Manually Enter Information</h2>
          <p className="disbursement__muted">Type in your routing number and account number.</p>
          <div>
            <Button variant="secondary" onClick={onManual}>
              Manually Enter Information
            </Button>
          </div>
        </li>
      </ul>
      <div className="ui-actions">
        <Button variant="link" onClick={onBack}>
          Back
        </Button>
      </div>
    </DisbursementFrame>
  )
}
