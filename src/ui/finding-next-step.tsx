import { CardPage } from './layout'
import { Loader } from './loader'

/**
 * While the borrower is sent on to the step their application is at: a loader, under a heading
 * that takes focus after the move, so a screen reader says where they are.
 */
export function FindingNextStep({ heading = 'Finding your next step' }: { heading?: string }) {
  return (
    <CardPage>
      <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
        {heading}
      </h1>
      <Loader label="Finding your next step…" />
    </CardPage>
  )
}
