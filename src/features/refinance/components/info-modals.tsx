import { formatLtv, formatPercent } from '@/domain/format'
import {
  CUSTODY_ONLY_APR,
  OWNERSHIP_TRANSFER_APR,
  OWNERSHIP_TRANSFER_MAX_LTV,
  STABILIZATION_TRIGGER_LTV,
  TOP_UP_TARGET_LTV,
} from '@/domain/refinance'
import { Button } from '@/ui/button'
import { Modal } from '@/ui/modal'

export type InfoTopic = 'former-lender' | 'rates' | 'loan-id' | 'ltv' | 'stabilization'

/** The five information modals of the list (refinance-release-shell §2). */
export function infoTitles(lender: string): Record<InfoTopic, string> {
  return {
    'former-lender': `About ${lender} loans`,
    rates: 'Collateral treatment rates',
    'loan-id': `About ${lender} Loan IDs`,
    ltv: 'About current LTV',
    stabilization: 'About stabilization',
  }
}

function InfoBody({ topic, lender }: { topic: InfoTopic; lender: string }) {
  switch (topic) {
    case 'former-lender':
      return (
        <>
          <p>
            If you had a loan with {lender}, you can apply here to refinance it. Enter your {lender}{' '}
            Loan ID to see the loans you can refinance, one card per coin type.
          </p>
          <p>For each, choose a rate, then sign the loan documents.</p>
        </>
      )
    case 'rates':
      return (
        <ul className="refi-info__list">
          <li>
            <strong>Custody-only: {formatPercent(CUSTODY_ONLY_APR)} APR.</strong> Your collateral is
            held in custody. If your current LTV is above {formatLtv(TOP_UP_TARGET_LTV)}, you add
            collateral to bring it to {formatLtv(TOP_UP_TARGET_LTV)} or less.
          </li>
          <li>
            <strong>Ownership transfer: {formatPercent(OWNERSHIP_TRANSFER_APR)} APR.</strong>{' '}
            Available when your current LTV is above {formatLtv(TOP_UP_TARGET_LTV)} and up to{' '}
            {formatLtv(OWNERSHIP_TRANSFER_MAX_LTV)}. No collateral top-up is needed.
          </li>
        </ul>
      )
    case 'loan-id':
      return (
        <p>
          Your {lender} Loan ID identifies your loan with {lender}. Enter one to look up the loans
          you can refinance; the loans it finds are added to this page.
        </p>
      )
    case 'ltv':
      return (
        <p>
          Loan-to-value (LTV) is what you owe divided by the current value of your collateral. A
          lower LTV means more collateral stands behind the loan.
        </p>
      )
    case 'stabilization':
      return (
        <p>
          Stabilization is available with the custody-only rate only. With stabilization, the
          liquidation trigger is {formatLtv(STABILIZATION_TRIGGER_LTV)} LTV. Once a rate is
          selected, contact support to change it.
        </p>
      )
  }
}

export function InfoModal({
  topic,
  lender,
  onClose,
}: {
  topic: InfoTopic | null
  lender: string
  onClose: () => void
}) {
  return (
    <Modal
      open={topic !== null}
      onClose={onClose}
      title={topic ? infoTitles(lender)[topic] : ''}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {topic ? <InfoBody topic={topic} lender={lender} /> : null}
    </Modal>
  )
}
