import type { CoinType } from '@contract/common'
import type { PricePoint } from '@scenarios/scenario'
import type { EngineContext } from '../core/engine-context'
import type { PriceRecord } from './reference-records'

const HOUR_MS = 60 * 60 * 1000

/** The path's price at a moment: straight lines between points, held before and after them. */
export function priceOnPath(path: readonly PricePoint[], startMs: number, atMs: number): number {
  const hours = (atMs - startMs) / HOUR_MS
  const first = path[0]
  if (!first) throw new Error('A price path needs a point')
  if (hours <= first.atHours) return first.price
  for (let index = 1; index < path.length; index++) {
    const from = path[index - 1] as PricePoint
    const to = path[index] as PricePoint
    if (hours <= to.atHours) {
      const share =
        to.atHours > from.atHours ? (hours - from.atHours) / (to.atHours - from.atHours) : 1
      return from.price + (to.price - from.price) * share
    }
  }
  return (path[path.length - 1] as PricePoint).price
}

/**
 * What a coin is worth at a moment: a price set by hand from the moment it was set; else the
 * scenario's price path; else the world's price.
 */
export function priceAt(context: EngineContext, record: PriceRecord, atMs: number): number {
  if (record.byHand && atMs >= record.byHand.from) return record.byHand.valueOfOne
  const world = context.scenario().world
  const path = world.pricePaths[record.collateralType as CoinType]
  if (path) return priceOnPath(path, Date.parse(world.startTime), atMs)
  return record.valueOfOne
}
