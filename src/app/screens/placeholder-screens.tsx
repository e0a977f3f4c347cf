import { getRouteApi, Link } from '@tanstack/react-router'
import { formatPhone, phoneHref } from '@/domain/format'
import { ButtonLink, buttonClass } from '@/ui/button'
import { Card, PageHeading } from '@/ui/card'
import { Page } from '@/ui/layout'

/**
 * Screens whose full versions arrive in later releases. Each says plainly what the borrower
 * can do now, so a link to them never ends on a blank or looping page.
 */

const rootApi = getRouteApi('__root__')

function SupportCard({ title, lead }: { title: string; lead: string }) {
  const organisation = rootApi.useLoaderData()
  return (
    <Page narrow>
      <Card>
        <PageHeading title={title} lead={lead} />
        <div className="ui-actions">
          <ButtonLink href={phoneHref(organisation.supportPhone)}>
            Call {formatPhone(organisation.supportPhone)}
          </ButtonLink>
          <Link to="/start" className={buttonClass('secondary')}>
            See your loan options
          </Link>
        </div>
      </Card>
    </Page>
  )
}

export function LoginScreen() {
  return (
    <SupportCard
      title="Sign in"
      lead="Online sign-in is not available yet. Your application is saved; call us and we'll help you continue it."
    />
  )
}
