/** Application ids are UUIDs; a path segment shaped like one is taken to name an application. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function looksLikeAppUuid(segment: string | undefined): boolean {
  return segment !== undefined && UUID_PATTERN.test(segment)
}

/** Where an unknown path goes: its application's next step, or the offer builder. */
export function unknownPathTarget(splat: string): { appUuid: string } | null {
  const [first] = splat.split('/').filter(Boolean)
  return first !== undefined && looksLikeAppUuid(first) ? { appUuid: first } : null
}
