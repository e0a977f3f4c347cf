const ANSWER = Symbol('answer')

/** An answer that also sets response headers (the legacy identity's wallet addresses). */
export interface AnswerWithHeaders<T> {
  readonly [ANSWER]: true
  readonly body: T
  readonly headers: Readonly<Record<string, string>>
}

export function withHeaders<T>(
  body: T,
  headers: Readonly<Record<string, string>>,
): AnswerWithHeaders<T> {
  return { [ANSWER]: true, body, headers }
}

export function isAnswerWithHeaders(value: unknown): value is AnswerWithHeaders<unknown> {
  return typeof value === 'object' && value !== null && ANSWER in value
}

/** The status of a call's success: 204 for a call whose answer the app does not read, else 200. */
export const successStatusOf = (responseKind: 'json' | 'pdf' | 'text' | 'none'): 200 | 204 =>
  responseKind === 'none' ? 204 : 200
