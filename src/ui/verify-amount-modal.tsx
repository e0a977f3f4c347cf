import { Banner } from './banner'
import { Button } from './button'
import { Modal } from './modal'

export interface VerifyAmountModalProps {
  open: boolean
  onClose: () => void
  /** The smallest verification amount, formatted; without it the copy names no figure. */
  minimum?: string | undefined
  onConfirm: () => void
  pending: boolean
  failed: boolean
}

/** The optional verification: send a small amount to the deposit address before the rest. */
export function VerifyAmountModal({
  open,
  onClose,
  minimum,
  onConfirm,
  pending,
  failed,
}: VerifyAmountModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Verify with a small amount"
      footer={
        <>
          <Button loading={pending} loadingText="Saving…" onClick={onConfirm}>
            Send a small amount first
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <p>
        {minimum
          ? `If you'd like to check the address before sending everything, send a small amount of at least ${minimum} first. Once we have received it, send the rest of your collateral.`
          : `If you'd like to check the address before sending everything, send a small amount first. Once we have received it, send the rest of your collateral.`}
      </p>
      {failed ? (
        <Banner variant="error" title="That didn't go through">
          Please try again.
        </Banner>
      ) : null}
    </Modal>
  )
}
