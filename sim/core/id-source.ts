/**
 * Identifiers the simulated lender hands out, UUID-shaped as the real services' are. By default
 * they are random (v4), so no one can find an application or a borrower by guessing the next
 * id. A seeded source gives the same ids on every run of a scenario instead, for a replay or a
 * test that compares transcripts: only the seed and the counter need saving to carry on.
 */
export interface IdSource {
  next(): string
  /**
   * An id of a sequence of its own (telemetry), so handing it out never shifts the ids of the
   * main sequence; random like the rest unless the source is seeded.
   */
  aside(position: number): string
  readonly counter: number
  /** The seed of a repeatable source; null for random ids. */
  readonly seed: number | null
  setCounter(counter: number): void
  setSeed(seed: number | null): void
}

// mulberry32: a tiny, well-spread 32-bit generator; a seeded source must repeat, not be secret.
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

/** Sixteen bytes as a version 4 UUID (variant bits set, so it passes as one everywhere). */
function uuidFromBytes(bytes: Uint8Array): string {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** The same UUID for the same number. */
export function uuidFromNumber(seed: number): string {
  const random = mulberry32(seed)
  const bytes = new Uint8Array(16)
  const view = new DataView(bytes.buffer)
  for (let word = 0; word < 4; word += 1) view.setUint32(word * 4, random())
  return uuidFromBytes(bytes)
}

/**
 * A random UUID from the platform's cryptographic generator. getRandomValues, not randomUUID:
 * the demo may be opened from a plain-HTTP address, where browsers offer only the former.
 */
export function randomUuid(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)))
}

// Spreads consecutive counters far apart before they seed the generator.
const SPREAD = 2_654_435_761

export function createIdSource({
  counter = 0,
  seed = null,
}: {
  counter?: number
  seed?: number | null
} = {}): IdSource {
  let current = counter
  let currentSeed = seed
  return {
    next() {
      current += 1
      return currentSeed === null ? randomUuid() : uuidFromNumber((currentSeed + current) * SPREAD)
    },
    aside(position) {
      return currentSeed === null ? randomUuid() : uuidFromNumber(currentSeed + position)
    },
    get counter() {
      return current
    },
    get seed() {
      return currentSeed
    },
    setCounter(value) {
      current = value
    },
    setSeed(value) {
      currentSeed = value
    },
  }
}
