import { formatLtv, formatPercent } from '@/domain/format'
import { LIQUIDATION_FEE_PERCENT, MARGIN_CURE_HOURS, RATE_TIERS } from '@/domain/pricing/rate-tiers'
import { Button } from '@/ui/button'
import { Modal } from '@/ui/modal'

export function LearnMoreModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="How your rate and collateral work"
      footer={<Button onClick={onClose}>Got it</Button>}
    >
      <p>
        Your rate depends on your loan-to-value (LTV): your loan amount divided by the value of the
        crypto you pledge. Pledging more collateral for the same loan lowers your LTV and can
        qualify you for a lower rate.
      </p>
      <div className="offer-rates__scroll">
        <table className="offer-rates offer-rates--compact">
          <caption className="visually-hidden">Rates and loan-to-value thresholds</caption>
          <thead>
            <tr>
              <th scope="col">Starting LTV</th>
              <th scope="col">Rate</th>
              <th scope="col">Margin call</th>
              <th scope="col">Liquidation</th>
            </tr>
          </thead>
          <tbody>
            {RATE_TIERS.map((tier) => (
              <tr key={tier.interestRate}>
                <td>Up to {formatLtv(tier.maxLtv)}</td>
                <td>{formatPercent(tier.interestRate)}</td>
                <td>{formatLtv(tier.marginCallLtv)}</td>
                <td>{formatLtv(tier.liquidationLtv)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="offer-modal__subheading">If the price of your crypto falls</h3>
      <ul className="offer-modal__list">
        {RATE_TIERS.map((tier) => (
          <li key={tier.interestRate}>
            At {formatPercent(tier.interestRate)}, we send you a courtesy warning at{' '}
            {formatLtv(tier.warningLtv)} LTV, a margin call at {formatLtv(tier.marginCallLtv)} and
            liquidate collateral at {formatLtv(tier.liquidationLtv)}.
          </li>
        ))}
        <li>
          After a margin call you have {MARGIN_CURE_HOURS} hours to cure it by bringing your LTV
          back down.
        </li>
        <li>
          If collateral is liquidated, a {formatPercent(LIQUIDATION_FEE_PERCENT)} liquidation
          processing fee applies.
        </li>
        <li>
          Our support team can tell you how to cure a margin call and how a liquidation is carried
          out.
        </li>
      </ul>
    </Modal>
  )
}
