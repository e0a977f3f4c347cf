import type { ResolvedScenario } from '@scenarios/scenario'
import type { SimClock } from './clock'
import type { IdSource } from './id-source'
import type { Collections } from './models'

/** What every group of engine operations works on. */
export interface EngineContext {
  readonly collections: Collections
  readonly clock: SimClock
  readonly ids: IdSource
  /** The secret this world signs its session tokens with (signed-token.ts). */
  tokenSecret(): string
  /** The active scenario; read at call time because a reset swaps it. */
  scenario(): ResolvedScenario
  /** The running story changed where the world stands (a decision switched): saved with it. */
  reviseScenario(next: ResolvedScenario): void
  /** Tells the host the world changed (it saves it, debounced). */
  changed(): void
}
