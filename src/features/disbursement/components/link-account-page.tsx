import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { Loader } from '@/ui/loader'
import { useBankLink } from '../api/use-bank-link'
import { linkedBanksReads } from '../disbursement-reads'
import { BankLinkHost } from './bank-link-host'
import { DisbursementFrame } from './disbursement-frame'

export interface LinkAccountPageProps {
  appUuid: string
  /** The lender's brand, shown by the bank-link dialog. */
  clientName: string
  /** Set when the borrower asked to link another bank: no jump to the accounts already linked. */
  skipPlaidCheck: boolean
  onLinked: () => void
  onAlreadyLinked: () => void
  onBack: () => void
}

/**
 * /{appUuid}/disbursement/link-account: what linking means, then the bank-link dialog. With
 * accounts already linked the borrower goes to choose one (§2), unless adding another bank.
 */
export function LinkAccountPage({
  appUuid,
  clientName,
  skipPlaidCheck,
  onLinked,
  onAlreadyLinked,
  onBack,
}: LinkAccountPageProps) {
  // The route's loader has read them (or failed to: then the page offers to link, and the
  // failed read is not asked again on mount).
  const items = useQuery({
    ...linkedBanksReads().items,
    enabled: !skipPlaidCheck,
    retryOnMount: false,
  })
  const link = useBankLink({ appUuid, clientName, onLinked })
  // A bank linked here refreshes the listing; it is then onLinked that moves on, not this check.
  const alreadyLinked = !skipPlaidCheck && link.phase === 'idle' && (items.data?.length ?? 0) > 0

  useEffect(() => {
    if (alreadyLinked) onAlreadyLinked()
  }, [alreadyLinked, onAlreadyLinked])

  // On its way to choose an account.
  if (alreadyLinked) {
    return (
      <DisbursementFrame>
        <h1 className="visually-hidden" tabIndex={-1} data-page-heading="">
          Link your bank account
        </h1>
        <Loader />
      </DisbursementFrame>
    )
  }

  const busy = link.phase !== 'idle'
  return (
    <DisbursementFrame>
      <PageHeading
        title="Link your bank account"
        lead="Connect the bank account your loan will be paid into by signing in to your bank."
      />
      {link.error ? (
        <Banner variant="error" title="Your bank was not linked">
          {link.error}
        </Banner>
      ) : null}
      <ul className="disbursement__points">
        <li>
          You sign in to your bank in a secure window. We never see or keep your bank sign-in
          details.
        </li>
        <li>
          Only personal checking or savings accounts can be used: business accounts are not
          eligible.
        </li>
        <li>By linking an account you confirm that you own it and that it is in your name.</li>
      </ul>
      <div className="ui-actions">
        <Button
          onClick={() => void link.start()}
          loading={busy}
          loadingText={link.phase === 'finishing' ? 'Retrieving accounts…' : 'Opening…'}
        >
          Link Account
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
      {link.linkToken ? (
        <BankLinkHost linkToken={link.linkToken} onSuccess={link.onSuccess} onExit={link.onExit} />
      ) : null}
    </DisbursementFrame>
  )
}
