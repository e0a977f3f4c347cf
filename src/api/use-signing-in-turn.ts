import type { UseMutationResult } from '@tanstack/react-query'
import { useRef } from 'react'
import { signedNotice, unsignedNotice } from '@/domain/agreements'
import { useToasts } from '@/ui/toasts'
import { failureAdvice } from './api-error'
import { useSendOnce } from './use-send-once'

/** What a signature sends: the document, and whether it is the last one to sign. */
export interface Signature {
  docUuid: string
  last: boolean
}

interface SigningHandlers {
  /** The last document is signed. */
  onSignedAll: () => void
  /** A signature failed, its notice shown: the earlier data is back. */
  onSignFailed: () => void
  /** A refusal the page answers itself (true), without the failure's notice. */
  answersRefusal?: (error: unknown) => boolean
}

/**
 * A list of documents signed one at a time, the first each time: a signed document leaves the
 * list at once (the signing mutation), so after Back and Forward or a reload the first is still
 * the next to sign. Each signature is sent once however many clicks and says so in a notice, and
 * the next document's name takes focus (`nameRef`), so a screen reader says where the borrower
 * is. The loan's agreements and a refinance's disclosures both sign this way.
 */
export function useSigningInTurn<
  TDocument extends { uuid: string; name: string },
  TData,
  TError,
  TContext,
>(
  documents: readonly TDocument[],
  sign: UseMutationResult<TData, TError, Signature, TContext>,
  { onSignedAll, onSignFailed, answersRefusal }: SigningHandlers,
) {
  const signOnce = useSendOnce(sign)
  const toasts = useToasts()
  const moved = useRef(false)
  const current = documents[0]
  const last = documents.length === 1

  function agree() {
    if (!current) return
    signOnce(
      { docUuid: current.uuid, last },
      {
        onSuccess: () => {
          toasts.show(signedNotice(current.name, last))
          if (last) onSignedAll()
          else moved.current = true
        },
        onError: (error) => {
          if (answersRefusal?.(error)) return
          toasts.show(unsignedNotice(current.name, failureAdvice(error)))
          onSignFailed()
        },
      },
    )
  }

  /** The document's name heading: focused once the borrower has moved on to it. */
  function nameRef(heading: HTMLElement | null) {
    if (heading && moved.current) heading.focus()
  }

  return { current, agree, nameRef, isSigning: sign.isPending }
}
