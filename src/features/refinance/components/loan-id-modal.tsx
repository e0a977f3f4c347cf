import type { RefinanceApplication } from '@contract/refinance'
import { type FormEvent, useState } from 'react'
import {
  LOAN_ID_DEBOUNCE_MS,
  loanIdSchema,
  NO_ELIGIBLE_LOAN_CAUSES,
  NO_ELIGIBLE_LOANS,
} from '@/domain/refinance'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { Modal } from '@/ui/modal'
import { lookupFailureMessage, useLookUpLoans } from '../api/look-up-loans'
import { useLeadingDebounce } from '../use-leading-debounce'

export interface LoanIdModalProps {
  open: boolean
  lender: string
  identityUuid: string | undefined
  onClose: () => void
  /** Loans were found: the modal closes and the list shows them. */
  onFound: (found: RefinanceApplication[]) => void
}

/**
 * The Loan ID modal (refinance-release-shell §2, §5, §8): one field and a submit, debounced
 * 500 ms with a leading call; an empty result says there are no eligible loans and why; other
 * errors show the server's unique messages joined.
 */
export function LoanIdModal({ open, lender, identityUuid, onClose, onFound }: LoanIdModalProps) {
  const lookUp = useLookUpLoans(identityUuid)
  const [loanId, setLoanId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [noneFound, setNoneFound] = useState(false)

  const send = useLeadingDebounce((value: string) => {
    setNoneFound(false)
    lookUp.mutate(value, {
      onSuccess: (found) => {
        if (found.length === 0) {
          setNoneFound(true)
          return
        }
        setLoanId('')
        onFound(found)
      },
    })
  }, LOAN_ID_DEBOUNCE_MS)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = loanIdSchema(lender).safeParse(loanId)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      document.getElementById('refi-loan-id')?.focus()
      return
    }
    setError(undefined)
    send(parsed.data)
  }

  const close = () => {
    lookUp.reset()
    setNoneFound(false)
    setError(undefined)
    onClose()
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={`Find your ${lender} loans`}
      footer={
        <>
          <Button
            type="submit"
            form="refi-loan-id-form"
            loading={lookUp.isPending}
            loadingText="Looking up…"
          >
            Look up loans
          </Button>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </>
      }
    >
      <form id="refi-loan-id-form" noValidate onSubmit={onSubmit} className="refi-loan-id">
        <TextField
          id="refi-loan-id"
          label={`${lender} Loan ID`}
          autoComplete="off"
          value={loanId}
          error={error}
          onChange={(event) => {
            setLoanId(event.currentTarget.value)
            if (error) setError(undefined)
          }}
        />
      </form>
      <div aria-live="polite">
        {noneFound ? (
          <Banner variant="warn" title={NO_ELIGIBLE_LOANS}>
            <p>This can happen when:</p>
            <ul className="refi-info__list">
              {NO_ELIGIBLE_LOAN_CAUSES.map((cause) => (
                <li key={cause}>{cause}</li>
              ))}
            </ul>
          </Banner>
        ) : null}
        {lookUp.isError ? (
          <Banner variant="error" title="We couldn't look up that Loan ID">
            {lookupFailureMessage(lookUp.error)}
          </Banner>
        ) : null}
      </div>
    </Modal>
  )
}
