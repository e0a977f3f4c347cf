import type { Simulation } from '../create-simulation'

/**
 * A lender's brand file tried on the running demo (dropped on the demo panel, or put here by
 * `npm run brand -- preview`): kept for the tab, so a reload or a scenario started afresh still
 * wears it, until `?org=` picks one of the simulation's own brands again.
 */
export const TRIED_BRAND_KEY = 'simulation.triedBrand'

export function keepTriedBrand(file: unknown) {
  try {
    sessionStorage.setItem(TRIED_BRAND_KEY, JSON.stringify(file))
  } catch {
    // Without session storage the brand is worn until the next reload.
  }
}

export function forgetTriedBrand() {
  try {
    sessionStorage.removeItem(TRIED_BRAND_KEY)
  } catch {
    // Nothing was kept.
  }
}

/**
 * Puts the tab's tried brand into the world's organisations; answers its orgCode, or null when
 * the tab tries none (or what it kept no longer reads as a brand, which is then forgotten).
 */
export async function wearTriedBrand(simulation: Simulation): Promise<string | null> {
  let kept: string | null = null
  try {
    kept = sessionStorage.getItem(TRIED_BRAND_KEY)
  } catch {
    return null
  }
  if (kept === null) return null
  try {
    const brand = await simulation.engine.wearBrand(JSON.parse(kept))
    return brand.orgCode
  } catch {
    forgetTriedBrand()
    return null
  }
}
