import { CardPage } from '@/ui/layout'
import './disbursement.css'

/** The narrow card every disbursement screen sits in. */
export const DisbursementFrame = CardPage

/** What a page that sets where the loan is paid is given: the application and its two ways out. */
export interface DisbursementStepProps {
  appUuid: string
  /** Set: on to the checklist. */
  onDone: () => void
  onBack: () => void
}
