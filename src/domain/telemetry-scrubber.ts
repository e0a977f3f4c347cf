/**
 * The one place that keeps personal data out of telemetry (design: no SSN, ID number, account
 * or routing number, or full address is ever sent). Everything an event or a session carries
 * passes through `scrubTelemetry` just before it leaves: fields named for personal data are
 * dropped, and text that looks like a personal number or an email address is masked, wherever
 * it appears (a page path, a query parameter, an event property at any depth).
 */

export const REDACTED = '[redacted]'

/** Field names that hold (or are part of) a personal number, a birth date or an address. */
const PERSONAL_KEY =
  /ssn|social.?security|tax.?id|account.?(number|no)|routing|id.?number|government.?issued|passport|giin|street|address|zip|postal|dob|date.?of.?birth|phone/i

/** Application, session and tracker ids: their digits are not personal and are kept whole. */
const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i
/** Six digits or more, with or without spaces or dashes: an SSN, account, routing or ID number. */
const DIGIT_RUN = /\d(?:[ -]?\d){5,}/g
/** A passport-like or GIIN-like code: letters and digits mixed, 6 characters or more. */
const ID_CODE = /\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,}(?:\.[A-Z0-9]{2,}){0,3}\b/g
const EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+\.[a-z]{2,}/gi

function maskPart(part: string): string {
  return part.replace(EMAIL, REDACTED).replace(ID_CODE, REDACTED).replace(DIGIT_RUN, REDACTED)
}

function scrubText(text: string): string {
  // Split around ids (kept, at odd places) and mask the text between them.
  return text
    .split(UUID)
    .map((part, index) => (index % 2 === 1 ? part : maskPart(part)))
    .join('')
}

export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEY.test(key)
}

/** A copy of `value` fit to send: personal fields dropped, personal-looking text masked. */
export function scrubTelemetry<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T
  if (Array.isArray(value)) return value.map((item) => scrubTelemetry(item)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isPersonalKey(key))
        .map(([key, inner]) => [key, scrubTelemetry(inner)]),
    ) as T
  }
  return value
}
