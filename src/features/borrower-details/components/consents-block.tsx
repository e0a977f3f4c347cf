import { Checkbox } from '@/ui/checkbox'
import { OptionalLink } from '@/ui/optional-link'
import type { DetailsForm } from '../use-details-form'

export interface ConsentsBlockProps {
  form: DetailsForm
  termsUrl: string | null
  privacyUrl: string | null
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
      <Checkbox
        label="I consent to receive disclosures and other communications electronically."
        {...register('eComms')}
        error={errors.eComms?.message}
      />
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <OptionalLink href={termsUrl} target="_blank" rel="noopener noreferrer">
              Terms of Service
            </OptionalLink>{' '}
            and the{' '}
            <OptionalLink href={privacyUrl} target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </OptionalLink>
            .
          </>
        }
        {...register('tosPrivacy')}
        error={errors.tosPrivacy?.message}
      />
      <Checkbox
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
