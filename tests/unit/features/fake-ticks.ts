import { advanceUntil } from '@tests/support/render-app'

/**
 * Waits while letting a fake millisecond pass at a time, at most 200: an answer's update
 * scheduled during a fake tick is due one fake millisecond later, so settling alone would not
 * show it.
 */
export function shown<T>(check: () => T): Promise<T> {
  return advanceUntil(check, { stepMs: 1, atMostMs: 200 })
}
