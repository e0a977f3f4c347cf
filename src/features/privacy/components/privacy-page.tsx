import { formatPhone, phoneHref } from '@/domain/format'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'
import { OptionalLink } from '@/ui/optional-link'
import './privacy.css'

export interface PrivacyPageProps {
  lenderName: string
  /** The lender's full privacy policy. */
  privacyUrl: string | null
  supportPhone: string
  supportEmail: string
}

/**
 * The static privacy page (refinance-release-shell.md §2). Its wording is not in the
 * specification: it says only what the application itself does, and leaves the rest to the
 * lender's own policy.
 */
export function PrivacyPage({
  lenderName,
  privacyUrl,
  supportPhone,
  supportEmail,
}: PrivacyPageProps) {
  return (
    <Page narrow>
      <PageHeading
        title="Privacy"
        lead={`How this application handles your information for ${lenderName}.`}
      />
      <Card className="privacy">
        <section aria-labelledby="privacy-browser">
          <h2 id="privacy-browser">What this application keeps in your browser</h2>
          <p>
            Your sign-in, so you stay signed in until you sign out, and a random visitor number used
            to see how the application is used. Your Social Security number, ID number and bank
            account numbers are never kept in your browser.
          </p>
        </section>
        <section aria-labelledby="privacy-sent">
          <h2 id="privacy-sent">What is sent to {lenderName}</h2>
          <p>
            The details you enter in your application, so that your loan can be assessed and
            serviced. The measurements of how the application is used never include your Social
            Security number, ID number or account numbers.
          </p>
        </section>
        <section aria-labelledby="privacy-policy">
          <h2 id="privacy-policy">The full privacy policy</h2>
          <p>
            {lenderName}&rsquo;s privacy policy says how your information is collected, used and
            shared. <OptionalLink href={privacyUrl}>Read the full privacy policy</OptionalLink>.
          </p>
        </section>
        <section aria-labelledby="privacy-questions">
          <h2 id="privacy-questions">Questions</h2>
          <p>
            Call us at <a href={phoneHref(supportPhone)}>{formatPhone(supportPhone)}</a> or write to{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        </section>
      </Card>
    </Page>
  )
}
