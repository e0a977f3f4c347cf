import type { StepCard } from '@/domain/final-steps'
import { Button } from '@/ui/button'
import { cx } from '@/ui/cx'

const descriptions: Record<StepCard['name'], string> = {
  'Verify Identity': 'Upload a picture of your ID.',
  'Disbursement Account': 'Choose the account your loan is paid into.',
  'Review Agreements': 'Read and sign your loan documents.',
  'Post Collateral': 'Send your collateral to its deposit address.',
}

/** One step of the checklist: its status and the one button the rules give it. */
export function StepCardItem({ card, onOpen }: { card: StepCard; onOpen: () => void }) {
  const headingId = `final-step-${card.name.replace(/\s+/g, '-').toLowerCase()}`
  return (
    <li className="final-step" aria-labelledby={headingId}>
      <div className="final-step__text">
        <h2 id={headingId} className="final-step__name">
          {card.name}
        </h2>
        <p className="final-step__description">{descriptions[card.name]}</p>
      </div>
      <div className="final-step__side">
        <span
          className={cx(
            'final-step__status',
            `final-step__status--${card.status.toLowerCase()}`,
            // A completed step's button says Complete (the spec's): the row says it once.
            card.status === 'COMPLETED' && card.buttonText && 'visually-hidden',
          )}
        >
          <span className="visually-hidden">Status: </span>
          {card.statusLabel}
        </span>
        {card.buttonText ? (
          <Button
            variant={card.actionable ? 'primary' : 'secondary'}
            disabled={!card.actionable}
            // The visible word leads the name, so voice control finds it; the step tells them apart.
            aria-label={`${card.buttonText} ${card.name}`}
            onClick={onOpen}
          >
            {card.buttonText}
          </Button>
        ) : null}
      </div>
    </li>
  )
}
