import { afterEach, beforeEach, vi } from 'vitest'

// A warning or error printed during a test is a defect the test did not name: fail on it.
// The spies are set before each test because `restoreMocks` undoes them after each one.
const printed: string[] = []
const ROUTE_CAUGHT = /^Warning: Error in route match: /

beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      // The router's development hint that a route's error view caught something: the view
      // itself is what the test reads, and what it caught is reported by the app's root
      // (src/app/caught-errors.ts: printed unless it is a failed read).
      if (method === 'warn' && ROUTE_CAUGHT.test(String(args[0]))) return
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
