import { formatPhone, phoneHref } from '@/domain/format'
import { type NextStep, nextStepTitles } from '@/domain/next-step'
import { ButtonLink } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { CardPage } from '@/ui/layout'
import './next-step.css'

/** Shown when the step's screen is not available in this version: never a blank page. */
export function NextStepCard({ step, supportPhone }: { step: NextStep; supportPhone: string }) {
  return (
    <CardPage>
      <p className="next-step__eyebrow">Your next step</p>
      <PageHeading
        title={nextStepTitles[step]}
        lead="This step can't be completed online just yet. Our support team can take you through it."
      />
      <div className="ui-actions">
        <ButtonLink href={phoneHref(supportPhone)}>Call {formatPhone(supportPhone)}</ButtonLink>
      </div>
      <p className="next-step__help">Your application is saved; nothing you entered is lost.</p>
    </CardPage>
  )
}
