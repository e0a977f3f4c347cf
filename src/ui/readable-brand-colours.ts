import {
  clampChroma,
  converter,
  formatHex,
  modeLrgb,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
} from 'culori/fn'
import {
  type BrandColourField,
  type BrandColours,
  brandColourUses,
  CANVAS,
  SURFACE,
  TEXT_CONTRAST,
} from './brand-colour-contrast'

/**
 * The design system draws a lender's colours in a few places (tokens.css, button.css): button
 * text on the primary colour, and links and headings in the primary colour on the white surface
 * and on the page's canvas. Each must read at WCAG 2.2 AA for text (4.5:1). Where a brand's
 * colour does not, the app draws the nearest shade that does (same hue and chroma, lightness
 * moved as little as it must), so no lender's screen is ever unreadable. The app loads this
 * (and culori) only for a brand whose colours fail brand-colour-contrast.ts's check.
 */

// culori's tree-shaken entry: only the colour spaces used here (hex in, OKLCH to move,
// linear RGB for WCAG's luminance) go into the app.
registerMode(modeRgb)
registerMode(modeLrgb)
registerMode(modeOklch)
const toOklch = converter('oklch')

export {
  type BrandColourField,
  type BrandColours,
  type BrandColourUse,
  brandColourUses,
  CANVAS,
  SURFACE,
  TEXT_CONTRAST,
} from './brand-colour-contrast'

/** The WCAG contrast ratio of two colours, to two decimals (as a report quotes it). */
export function contrastOf(foreground: string, background: string): number {
  return Math.round(wcagContrast(foreground, background) * 100) / 100
}

const passes = (colour: string, against: readonly string[]) =>
  against.every((background) => wcagContrast(colour, background) >= TEXT_CONTRAST)

/**
 * The shade of `colour` nearest in lightness (OKLCH) that reads at 4.5:1 on every background
 * given; the colour itself where it already does. Black or white at the end of the search.
 */
export function nearestReadableShade(colour: string, against: readonly string[]): string {
  if (passes(colour, against)) return colour
  const start = toOklch(parse(colour))
  if (!start) return colour
  const STEP = 0.002
  for (let moved = STEP; moved <= 1; moved += STEP) {
    for (const l of [start.l - moved, start.l + moved]) {
      if (l < 0 || l > 1) continue
      const shade = formatHex(clampChroma({ ...start, l }, 'oklch'))
      if (shade && passes(shade, against)) return shade
    }
  }
  return passes('#000000', against) ? '#000000' : '#ffffff'
}

export interface ColourAdjustment {
  field: BrandColourField
  given: string
  drawn: string
  /** The given colour's ratio in the pair it failed, and the drawn one's. */
  givenRatio: number
  drawnRatio: number
  use: string
}

/**
 * The colours the screens draw for a brand: the primary first (it must read on white and on
 * the canvas), then its button text on that primary. Answers what was changed, for the report.
 */
export function readableBrandColours(colours: BrandColours): {
  colours: BrandColours
  adjustments: ColourAdjustment[]
} {
  const adjustments: ColourAdjustment[] = []
  const primary = nearestReadableShade(colours.primary, [SURFACE, CANVAS])
  const primaryText = nearestReadableShade(colours.primaryText, [primary])
  const drawn = { ...colours, primary, primaryText }
  for (const field of ['primary', 'primaryText'] as const) {
    if (drawn[field] === colours[field]) continue
    // The pair the colour reads worst in, as given (beside the other colour as drawn: black
    // text that read on a yellow primary no longer does on the darker shade) and as drawn.
    const worst = (of: BrandColours) =>
      brandColourUses(of)
        .filter((pair) => pair.field === field)
        .map((pair) => ({ use: pair.use, ratio: contrastOf(pair.foreground, pair.background) }))
        .reduce((a, b) => (b.ratio < a.ratio ? b : a))
    const given = worst({ ...drawn, [field]: colours[field] })
    adjustments.push({
      field,
      given: colours[field],
      drawn: drawn[field],
      givenRatio: given.ratio,
      drawnRatio: worst(drawn).ratio,
      use: given.use,
    })
  }
  return { colours: drawn, adjustments }
}
