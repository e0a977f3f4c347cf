import type { SessionToken } from '@/api/session-token'

/** A login token held in memory, in place of the browser's local storage. */
export function memoryToken(initial: string | null = null): SessionToken {
  let value = initial
  return {
    get: () => value,
    set: (token: string) => {
      value = token
    },
    clear: () => {
      value = null
    },
  }
}
