import { afterEach, beforeEach, vi } from 'vitest'

// A warning or error printed during a test is a defect the test did not name: fail on it.
// The spies are set before each test because `restoreMocks` undoes them after each one.
const printed: string[] = []

beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(`console.${method}: ${args.map(String).join(' ')}`)
    })
  }
})

afterEach(() => {
  if (printed.length > 0) {
    const messages = printed.splice(0)
    throw new Error(`Unexpected console output:\n${messages.join('\n')}`)
  }
})
