import type { z } from '@contract/zod'

/** Each field's first message from a form's parse by its schema, or nothing when it passed. */
export function firstMessages<Field extends string>(
  result: z.core.util.SafeParseResult<unknown>,
): Partial<Record<Field, string>> {
  if (result.success) return {}
  const messages: Partial<Record<Field, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field
    messages[field] ??= issue.message
  }
  return messages
}
