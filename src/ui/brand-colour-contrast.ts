/**
 * Whether a lender's colours read as the screens draw them, by WCAG 2.2's contrast ratio of
 * two #rrggbb colours (the only form the contract lets a brand give). Small and without a
 * colour library: every page asks it as the brand is applied, and a brand that passes (every
 * shipped one does; `npm run brand -- check` refuses one that does not) needs nothing more.
 * Finding the nearest shade that reads is readable-brand-colours.ts's work, loaded only then.
 */

/** The fixed surfaces of tokens.css the brand's colours are drawn on. */
export const SURFACE = '#ffffff'
export const CANVAS = '#f5f6f8'

/** WCAG 2.2 AA for text (1.4.3). */
export const TEXT_CONTRAST = 4.5

export interface BrandColours {
  primary: string
  primaryText: string
  accent: string
}

export type BrandColourField = 'primary' | 'primaryText'

/** Where the screens draw a brand colour: what on what, in words, and the least it needs. */
export interface BrandColourUse {
  use: string
  field: BrandColourField
  foreground: string
  background: string
  minimum: number
}

/**
 * The pairs the screens draw today. The accent is set on the page (apply-brand.ts) but no
 * screen draws with it, so it has no pair yet; the focus ring is the design system's own colour
 * (--color-focus), the same under every brand.
 */
export function brandColourUses(colours: BrandColours): BrandColourUse[] {
  return [
    {
      use: 'button text on the primary colour',
      field: 'primaryText',
      foreground: colours.primaryText,
      background: colours.primary,
      minimum: TEXT_CONTRAST,
    },
    {
      use: 'links and headings in the primary colour on white',
      field: 'primary',
      foreground: colours.primary,
      background: SURFACE,
      minimum: TEXT_CONTRAST,
    },
    {
      use: 'links in the primary colour on the page background',
      field: 'primary',
      foreground: colours.primary,
      background: CANVAS,
      minimum: TEXT_CONTRAST,
    },
  ]
}

/** WCAG's relative luminance of an sRGB channel, 0-255. */
function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function luminance(hex: string): number {
  const rgb = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!rgb) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const [r, g, b] = rgb.slice(1).map((part) => channel(Number.parseInt(part, 16))) as [
    number,
    number,
    number,
  ]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2.2's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return ((lighter as number) + 0.05) / ((darker as number) + 0.05)
}

/** Every pair the screens draw reads at its minimum. */
export function brandColoursRead(colours: BrandColours): boolean {
  return brandColourUses(colours).every(
    (pair) => contrastRatio(pair.foreground, pair.background) >= pair.minimum,
  )
}
