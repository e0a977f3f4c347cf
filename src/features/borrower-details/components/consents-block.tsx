import type { DetailsForm } from '../use-details-form'
import { ConsentCheckbox } from './consent-checkbox'

export interface ConsentsBlockProps {
  form: DetailsForm
  termsUrl: string
  privacyUrl: string
  /** Who runs the soft credit inquiry: the lender's legal name. */
  lenderName: string
}

/** The three consents (eComms, terms and privacy, optional marketing) and the FCRA notice. */
export function ConsentsBlock({ form, termsUrl, privacyUrl, lenderName }: ConsentsBlockProps) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <fieldset className="details-section">
      <legend className="details-section__title">Consents</legend>
      <ConsentCheckbox
        label="I consent to receive disclosures and other communications electronically."
        {...register('eComms')}
        error={errors.eComms?.message}
      />
      <ConsentCheckbox
        label={
          <>
            I agree to the{' '}
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              Terms of Service
            </a>{' '}
            and the{' '}
            <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </a>
            .
          </>
        }
        {...register('tosPrivacy')}
        error={errors.tosPrivacy?.message}
      />
      <ConsentCheckbox
        label="Send me news and offers (optional)."
        {...register('marketing')}
        error={errors.marketing?.message}
      />
      <p className="details-notice">
        By selecting I agree, you authorize {lenderName} to obtain your consumer credit report
        through a soft credit inquiry, to review your application.
      </p>
    </fieldset>
  )
}
