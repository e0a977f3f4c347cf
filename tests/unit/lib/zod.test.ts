import { z } from '@contract/zod'
import { describe, expect, it } from 'vitest'

describe("the app's zod (zod/mini)", () => {
  it('is the tree-shakable form: schemas have no chained rules', () => {
    const schema = z.string()
    expect('min' in schema).toBe(false)
    expect('optional' in schema).toBe(false)
    expect(z.safeParse(z.optional(schema.check(z.minLength(2))), undefined).success).toBe(true)
  })

  it.each([
    [z.string(), 1, 'Invalid input: expected string, received number'],
    [z.string().check(z.minLength(3)), 'ab', 'Too small: expected string to have >=3 characters'],
    [z.number().check(z.positive()), 0, 'Too small: expected number to be >0'],
    [z.enum(['BTC', 'ETH']), 'SOL', 'Invalid option: expected one of "BTC"|"ETH"'],
  ])('explains a refusal in English, whatever zod loaded before: %#', (schema, value, message) => {
    const result = z.safeParse(schema, value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('keeps a rule’s own message', () => {
    const schema = z.string().check(z.minLength(1, 'Please select an option'))
    expect(z.safeParse(schema, '').error?.issues[0]?.message).toBe('Please select an option')
  })
})
