/**
 * Identifiers that come out the same on every run of a scenario, so a replay can refer to
 * the same application or offer. A counter is hashed into a UUID-shaped string; only the
 * counter needs saving to carry on after a reload.
 */
export interface IdSource {
  next(): string
  readonly counter: number
  setCounter(counter: number): void
}

// mulberry32: a tiny, well-spread 32-bit generator; the quality of crypto is not needed here.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}

export function uuidFromNumber(seed: number): string {
  const random = mulberry32(seed)
  const hex = Array.from({ length: 4 }, () => random().toString(16).padStart(8, '0')).join('')
  // Version 4 and variant bits, so the string passes as an ordinary UUID everywhere.
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export function createIdSource(counter = 0): IdSource {
  let current = counter
  return {
    next() {
      current += 1
      return uuidFromNumber(current * 2_654_435_761)
    },
    get counter() {
      return current
    },
    setCounter(value) {
      current = value
    },
  }
}
