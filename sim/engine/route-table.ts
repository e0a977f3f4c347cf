import type { Route } from '../core/route'
import { AREAS } from './areas'

/**
 * Every endpoint the simulation answers, and the engine operation behind it: each area's routes,
 * in the order the areas are listed. The first route whose path and method match a request
 * answers it (an area lists a literal path before a template that would match it too).
 */
export const routes: readonly Route[] = AREAS.flatMap((area) =>
  'routes' in area ? area.routes : [],
)
