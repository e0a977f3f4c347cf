/** The login token (JWT) lives in local storage under `jwt`, as the spec fixes it. */
const TOKEN_KEY = 'jwt'

export const sessionToken = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY)
    } catch {
      return null
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, token)
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY)
    } catch {
      // Storage may be unavailable (private mode); there is then nothing to clear.
    }
  },
}
export type SessionToken = typeof sessionToken
