/**
 * The engine's calls: every area's operations side by side, each under its own name, which is
 * how a route (or a test, or the demo panel) reaches it. An area's `runJob` is not a call: the
 * engine asks it of the lender's scheduled work.
 *
 * Two areas naming one operation would leave one of them unreachable, whichever came second
 * silently answering for both; the engine refuses to start instead, naming the operation and
 * both areas. The engine's own members are held to the same.
 */

/** An area's operations, without its job runner. */
type CallsOf<Operations> = Omit<Operations, 'runJob'>

/** `A | B` -> `A & B`: what several areas give, as one type holding each area's part. */
export type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  part: infer I,
) => void
  ? I
  : never

/** Every area's calls as one object's type. */
export type EngineCallsOf<Areas extends Record<string, object>> = UnionToIntersection<
  { [Name in keyof Areas]: CallsOf<Areas[Name]> }[keyof Areas]
>

/** Two parts of the engine (areas, or the engine itself) name one operation. */
export class DuplicateOperationError extends Error {
  override name = 'DuplicateOperationError'
}

/**
 * The areas' operations side by side, with the engine's own members (`own`, kept as they are,
 * getters included). Throws DuplicateOperationError when two of them share a name.
 */
export function engineCalls<Areas extends Record<string, object>, Own extends object>(
  areas: Areas,
  own: Own,
): EngineCallsOf<Areas> & Own {
  const calls = {}
  const namedBy = new Map<string, string>()
  const add = (who: string, members: object) => {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(members))) {
      const first = namedBy.get(name)
      if (first !== undefined) {
        throw new DuplicateOperationError(
          `Two parts of the engine name the operation "${name}": ${first} and ${who}. Rename one of them: the engine would answer only one.`,
        )
      }
      namedBy.set(name, who)
      Object.defineProperty(calls, name, descriptor)
    }
  }
  add('the engine itself', own)
  for (const [area, operations] of Object.entries(areas)) {
    const { runJob: _runJob, ...areaCalls } = operations as { runJob?: unknown }
    add(`the area ${area}`, areaCalls)
  }
  return calls as EngineCallsOf<Areas> & Own
}
