import type { BankLinkItem } from '@contract/bank-link'
import { type FormEvent, useState } from 'react'
import { isPendingItem } from '@/api/reads'
import { useSendOnce } from '@/api/use-send-once'
import { CHOOSE_ACCOUNT_MESSAGE, maskedAccountNumber } from '@/domain/disbursement'
import { useSuspenseReads } from '@/session/page-reads'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { Loader } from '@/ui/loader'
import { RadioGroup } from '@/ui/radio-group'
import {
  isSaveFailure,
  useMovedOnElsewhere,
  useSetLinkedAccount,
} from '../api/set-disbursement-account'
import { linkedBanksReads } from '../disbursement-reads'
import { DisbursementFrame } from './disbursement-frame'

export interface ChooseAccountPageProps {
  appUuid: string
  /** The lender's legal name, for the authorisation text. */
  lenderName: string
  onLinkAnother: () => void
  onDone: () => void
  onBack: () => void
}

interface InstitutionGroup {
  name: string
  items: BankLinkItem[]
}

/** Linked items grouped by their bank, in the order they were linked. */
export function groupByInstitution(items: readonly BankLinkItem[]): InstitutionGroup[] {
  const groups: InstitutionGroup[] = []
  for (const item of items) {
    const group = groups.find((candidate) => candidate.name === item.institution.name)
    if (group) group.items.push(item)
    else groups.push({ name: item.institution.name, items: [item] })
  }
  return groups
}

const itemNotes: Partial<Record<BankLinkItem['status'], string>> = {
  NEEDS_LOGIN: 'Your bank asks you to sign in again. Link this bank again to use its accounts.',
  FAILED: 'This bank could not be linked. Link it again, or enter your account manually.',
  FAILED_NO_RETRY:
    'This bank cannot be linked. Please use another bank, or enter your account manually.',
}

/** /{appUuid}/disbursement/choose-account: pick one linked account to be paid into. */
export function ChooseAccountPage({
  appUuid,
  lenderName,
  onLinkAnother,
  onDone,
  onBack,
}: ChooseAccountPageProps) {
  const { items } = useSuspenseReads(linkedBanksReads())
  const setAccount = useSetLinkedAccount(appUuid)
  const sendSetAccount = useSendOnce(setAccount)
  const movedOn = useMovedOnElsewhere(appUuid, onDone)
  const [selected, setSelected] = useState('')
  const [error, setError] = useState<string | undefined>()

  const pending = items.data.some(isPendingItem)
  const groups = groupByInstitution(items.data)
  const usable = items.data.filter((item) => item.status === 'COMPLETE')
  const accountById = new Map(
    usable.flatMap((item) => item.accounts.map((account) => [account.id, account] as const)),
  )

  const firstGroupWithAccounts = groups.find((group) =>
    group.items.some((item) => item.status === 'COMPLETE' && item.accounts.length > 0),
  )?.name

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const account = accountById.get(selected)
    if (!account) {
      setError(CHOOSE_ACCOUNT_MESSAGE)
      document.querySelector<HTMLInputElement>('.disbursement__institutions input')?.focus()
      return
    }
    sendSetAccount(
      { accountType: account.accountType, achAccountId: account.id },
      { onSuccess: onDone, onError: movedOn },
    )
  }

  return (
    <DisbursementFrame>
      <PageHeading
        title="Choose your account"
        lead="Select the account your loan will be paid into."
      />
      {isSaveFailure(setAccount.error) ? (
        <Banner variant="error" title="Your account was not saved">
          Something went wrong while saving your account. Your final steps are as they were; please
          try again.
        </Banner>
      ) : null}
      {pending ? (
        <Loader label="Waiting for your bank to share your accounts…" />
      ) : groups.length === 0 ? (
        <p className="disbursement__muted">You have no linked accounts yet.</p>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <div className="disbursement__institutions">
            {groups.map((group) => {
              const accounts = group.items
                .filter((item) => item.status === 'COMPLETE')
                .flatMap((item) => item.accounts)
              const notes = [
                ...new Set(group.items.flatMap((item) => itemNotes[item.status] ?? [])),
              ]
              return (
                <section key={group.name} aria-label={group.name}>
                  {accounts.length > 0 ? (
                    <RadioGroup
                      legend={group.name}
                      name="account"
                      value={selected}
                      options={accounts.map((account) => ({
                        value: account.id,
                        label: account.name,
                        description: [
                          account.officialName,
                          maskedAccountNumber(account.accountNumberMask),
                        ]
                          .filter(Boolean)
                          .join(' · '),
                      }))}
                      error={group.name === firstGroupWithAccounts ? error : undefined}
                      disabled={setAccount.isPending}
                      onChange={(event) => {
                        setSelected(event.currentTarget.value)
                        setError(undefined)
                      }}
                    />
                  ) : (
                    <h2 className="disbursement__section-title">{group.name}</h2>
                  )}
                  {notes.map((note) => (
                    <p key={note} className="disbursement__institution-note">
                      {note}
                    </p>
                  ))}
                </section>
              )
            })}
          </div>
          {usable.length > 0 ? (
            <>
              <p className="disbursement__authorization">
                By selecting Continue, you authorize {lenderName} to deposit your loan funds into
                the account selected above, and to debit that account to correct a deposit made in
                error.
              </p>
              <div className="ui-actions">
                <Button type="submit" loading={setAccount.isPending} loadingText="Saving…">
                  Continue
                </Button>
                <Button variant="link" onClick={onLinkAnother}>
                  Link additional account
                </Button>
              </div>
            </>
          ) : (
            // No bank has an account to choose: linking again is the way on.
            <div className="ui-actions">
              <Button onClick={onLinkAnother}>Link additional account</Button>
            </div>
          )}
        </form>
      )}
      <div className="ui-actions">
        {groups.length === 0 && !pending ? (
          <Button onClick={onLinkAnother}>Link Account</Button>
        ) : null}
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </DisbursementFrame>
  )
}
