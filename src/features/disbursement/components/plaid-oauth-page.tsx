import { useState } from 'react'
import { readStored } from '@/lib/storage'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { Loader } from '@/ui/loader'
import { useBankLink } from '../api/use-bank-link'
import { BankLinkHost } from './bank-link-host'
import { DisbursementFrame } from './disbursement-frame'

export interface PlaidOauthPageProps {
  clientName: string
  onLinked: (appUuid: string) => void
  onExited: (appUuid: string) => void
  onNoLink: () => void
}

/**
 * /plaid-oauth-success: the bank's OAuth sign-in returns here. The link resumes from the
 * application id kept in local storage; success goes to choose-account, leaving to next-steps.
 */
export function PlaidOauthPage(props: PlaidOauthPageProps) {
  const [resume] = useState(() => readStored('bankLinkResume'))
  if (!resume) {
    return (
      <DisbursementFrame>
        <PageHeading
          title="No bank link to resume"
          lead="This page finishes linking a bank, but no link was started in this browser."
        />
        <Button onClick={props.onNoLink}>Dashboard</Button>
      </DisbursementFrame>
    )
  }
  return <Resumed {...props} appUuid={resume.appUuid} linkToken={resume.linkToken} />
}

function Resumed({
  appUuid,
  linkToken,
  clientName,
  onLinked,
  onExited,
}: PlaidOauthPageProps & { appUuid: string; linkToken: string }) {
  const [receivedRedirectUri] = useState(() => window.location.href)
  const link = useBankLink({
    appUuid,
    clientName,
    resumeToken: linkToken,
    onLinked: () => onLinked(appUuid),
    onCancelled: () => onExited(appUuid),
  })
  return (
    <DisbursementFrame>
      <PageHeading title="Finishing your bank link" />
      {link.error ? (
        <>
          <Banner variant="error" title="Your bank was not linked">
            {link.error}
          </Banner>
          <Button onClick={() => onExited(appUuid)}>Back to final steps</Button>
        </>
      ) : (
        <Loader label="Finishing your bank link…" />
      )}
      {link.linkToken ? (
        <BankLinkHost
          linkToken={link.linkToken}
          receivedRedirectUri={receivedRedirectUri}
          onSuccess={link.onSuccess}
          onExit={link.onExit}
        />
      ) : null}
    </DisbursementFrame>
  )
}
