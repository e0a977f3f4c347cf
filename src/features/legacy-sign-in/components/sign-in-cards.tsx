import type { ReactNode } from 'react'
import { formatPhone, phoneHref } from '@/domain/format'
import { Button, ButtonLink } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { CardPage } from '@/ui/layout'

/**
 * /auth/login for a lender without a legacy identity service (docs/decisions/0016): no form to
 * fill, only the support line, and a way back to the loan options.
 */
export function SignInUnavailable({
  supportPhone,
  startLink,
}: {
  supportPhone: string
  /** The link to the loan options, drawn by the app's router. */
  startLink: ReactNode
}) {
  return (
    <CardPage>
      <PageHeading
        title="Sign in"
        lead="Online sign-in is not available here. Your application is saved; call us and we'll help you continue it."
      />
      <div className="ui-actions">
        <ButtonLink href={phoneHref(supportPhone)}>Call {formatPhone(supportPhone)}</ButtonLink>
        {startLink}
      </div>
    </CardPage>
  )
}

/** /auth/login opened by a borrower who is signed in already. */
export function AlreadySignedIn({ onContinue }: { onContinue: () => void }) {
  return (
    <CardPage>
      <PageHeading
        title="You're signed in"
        lead="You are signed in already. To sign in with another account, sign out first."
      />
      <div className="ui-actions">
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </CardPage>
  )
}
