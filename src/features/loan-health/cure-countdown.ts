import { useEffect, useState } from 'react'

const MINUTE_MS = 60_000

/** '47 h 12 min', '12 min', 'less than a minute' */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'none'
  const minutes = Math.floor(ms / MINUTE_MS)
  if (minutes < 1) return 'less than a minute'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`
}

/**
 * Time left until `deadline` on the servicer's clock: its `asOf` when the answer came, plus the
 * time since on this device. Ticks every 15 s; the next answer sets it right again.
 */
export function useTimeLeft(deadline: string, asOf: string, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(timer)
  }, [])
  const serverNow = Date.parse(asOf) + Math.max(0, now - receivedAt)
  return Math.max(0, Date.parse(deadline) - serverNow)
}
