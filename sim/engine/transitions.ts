import type { TransitionEvent, TransitionRow } from '../core/transition-row'
import { AREAS } from './areas'

/**
 * The simulated lender's state machine, as one table (core-journey §4), put together from each
 * area's rows in the order the areas are listed. Every operation that changes an application's
 * state fires an event here; a row whose `from` holds the current state says where it goes.
 * Rows with `afterMs` are the lender's own work: they are scheduled on the simulated clock when
 * the application enters a `from` state, those of one state in the table's order (collateral's
 * before refinance's). A new screen's backend adds its rows in its area (and, for a borrower's
 * call, fires its event), nothing else.
 */
export const transitions: readonly TransitionRow<TransitionEvent>[] = AREAS.flatMap(
  (area) =>
    ('transitions' in area ? area.transitions : []) as readonly TransitionRow<TransitionEvent>[],
)
