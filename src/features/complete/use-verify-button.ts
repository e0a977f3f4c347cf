import { useEffect, useRef, useState } from 'react'
import {
  VERIFY_ERROR_MS,
  VERIFY_REFRESH_MS,
  type VerifyButtonState,
} from '@/domain/complete-stepper'

/**
 * The micro-transfer verify button (core-journey §4): not sent, sending, verified, or Error
 * for 1.5 s before it reverts; after success the status is read again 0.5 s later.
 */
export function useVerifyButton(send: () => Promise<unknown>, refresh: () => void) {
  const [state, setState] = useState<VerifyButtonState>('not')
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const later = (ms: number, work: () => void) => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(work, ms)
  }
  const press = async () => {
    if (state === 'sending' || state === 'verified') return
    setState('sending')
    try {
      await send()
      setState('verified')
      later(VERIFY_REFRESH_MS, refresh)
    } catch {
      setState('error')
      later(VERIFY_ERROR_MS, () => setState('not'))
    }
  }
  return { state, press }
}

export const VERIFY_BUTTON_LABELS: Readonly<Record<VerifyButtonState, string>> = {
  not: 'Continue',
  sending: 'Sending…',
  verified: 'Verified',
  error: 'Error',
}
