import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSendOnce } from '@/api/use-send-once'
import {
  MANUAL_BANK_MESSAGES,
  type ManualBankForm,
  manualBankFormSchema,
} from '@/domain/disbursement'
import { useSuspenseReads } from '@/session/page-reads'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { TextField } from '@/ui/field'
import { Modal } from '@/ui/modal'
import {
  isSaveFailure,
  useMovedOnElsewhere,
  useSetManualAccount,
} from '../api/set-disbursement-account'
import { manualLinkReads } from '../disbursement-reads'
import { type ChequeHighlight, ChequeImage } from './cheque-image'
import { DisbursementFrame, type DisbursementStepProps } from './disbursement-frame'

export type ManualLinkPageProps = DisbursementStepProps

/**
 * /{appUuid}/disbursement/manually-link: the account typed in, checked (§5), confirmed in a
 * modal, then sent. The numbers live only in this form's memory: never in storage or a URL.
 */
export function ManualLinkPage({ appUuid, onDone, onBack }: ManualLinkPageProps) {
  // The account holder's name starts as the borrower's, which the lender holds from the
  // details; it stays editable, for an account in another form of the name.
  const { name } = useSuspenseReads(manualLinkReads()).profile.data
  const form = useForm<ManualBankForm>({
    resolver: zodResolver(manualBankFormSchema),
    defaultValues: {
      routingNumber: '',
      accountNumber: '',
      firstName: name?.firstName ?? '',
      lastName: name?.lastName ?? '',
    },
    mode: 'onTouched',
  })
  const { register, handleSubmit, formState, getValues } = form
  const { errors } = formState
  const [focused, setFocused] = useState<ChequeHighlight>(null)
  const [confirming, setConfirming] = useState(false)
  const upload = useSetManualAccount(appUuid)
  const sendUpload = useSendOnce(upload)
  const movedOn = useMovedOnElsewhere(appUuid, onDone)

  const trimmed = () => {
    const values = getValues()
    return {
      routingNumber: values.routingNumber.trim(),
      accountNumber: values.accountNumber.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    }
  }

  const confirm = () => {
    sendUpload(trimmed(), {
      onSuccess: () => {
        setConfirming(false)
        onDone()
      },
      onError: (error) => {
        setConfirming(false)
        movedOn(error)
      },
    })
  }

  const values = confirming ? trimmed() : null
  const numberField = (name: 'routingNumber' | 'accountNumber', highlight: ChequeHighlight) => {
    const field = register(name)
    return {
      ...field,
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      spellCheck: false,
      onFocus: () => setFocused(highlight),
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        setFocused(null)
        return field.onBlur(event)
      },
    }
  }

  return (
    <DisbursementFrame>
      <PageHeading
        title="Enter your bank account"
        lead="Enter the US bank account your loan will be paid into. It must be in your name."
      />
      {isSaveFailure(upload.error) ? (
        <Banner variant="error" title="Your account was not saved">
          {MANUAL_BANK_MESSAGES.uploadFailed}
        </Banner>
      ) : null}
      <form
        className="disbursement__manual"
        noValidate
        onSubmit={handleSubmit(() => setConfirming(true))}
      >
        <div className="disbursement__form">
          <TextField
            label="Routing number"
            hint="9 digits, for example 021000021"
            error={errors.routingNumber?.message}
            {...numberField('routingNumber', 'routing')}
          />
          <TextField
            label="Account number"
            hint="4 to 17 digits, for example 000123456789"
            error={errors.accountNumber?.message}
            {...numberField('accountNumber', 'account')}
          />
          <div className="disbursement__names">
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <div className="ui-actions">
            <Button type="submit">Continue</Button>
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          </div>
        </div>
        <ChequeImage highlight={focused} />
      </form>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Please confirm info"
        footer={
          <div className="ui-actions">
            <Button onClick={confirm} loading={upload.isPending} loadingText="Saving…">
              Confirm
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Edit
            </Button>
          </div>
        }
      >
        {values ? (
          <dl className="disbursement__confirm">
            <dt>Account number</dt>
            <dd>{values.accountNumber}</dd>
            <dt>Routing number</dt>
            <dd>{values.routingNumber}</dd>
            <dt>Full legal name</dt>
            <dd>
              {values.firstName} {values.lastName}
            </dd>
          </dl>
        ) : null}
      </Modal>
    </DisbursementFrame>
  )
}
