import { readStored, removeStored, writeStored } from '@/lib/storage'

/** The login token (JWT), kept in local storage as core-journey.md §4 fixes it. */
export const sessionToken = {
  get: (): string | null => readStored('token'),
  set: (token: string): void => {
    writeStored('token', token)
  },
  clear: (): void => removeStored('token'),
}
export type SessionToken = typeof sessionToken
