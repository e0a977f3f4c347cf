import { harborline, kestrel, meridian } from '@fixtures/organisations'
import { wcagContrast } from 'culori'
import { describe, expect, it } from 'vitest'
import { brandColoursRead, CANVAS, contrastRatio, SURFACE } from '@/ui/brand-colour-contrast'
import { readableBrandColours } from '@/ui/readable-brand-colours'

const SHIPPED = [meridian, harborline, kestrel].map((brand) => brand.orgBrand.colours)

describe("the first page's contrast check, without a colour library", () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#0B3D6E', '#8FA3B8', 4.25],
    ['#7FA8D1', CANVAS, 2.31],
  ])('%s on %s reads %s:1, as WCAG 2.2 and culori compute it', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2)
    expect(contrastRatio(foreground, background)).toBeCloseTo(
      wcagContrast(foreground, background),
      6,
    )
  })

  it.each(SHIPPED)('passes every shipped brand as the full search does: %o', (colours) => {
    expect(brandColoursRead(colours)).toBe(true)
    expect(readableBrandColours(colours).adjustments).toEqual([])
  })

  it.each([
    ['a pale primary', { ...meridian.orgBrand.colours, primary: '#7FA8D1' }],
    [
      'button text that does not read on the primary',
      { ...meridian.orgBrand.colours, primaryText: '#8FA3B8' },
    ],
    [
      'a primary that reads on white but not on the canvas',
      { ...meridian.orgBrand.colours, primary: '#767676' },
    ],
  ])('fails %s, which the full search then adjusts', (_case, colours) => {
    expect(brandColoursRead(colours)).toBe(false)
    expect(readableBrandColours(colours).adjustments).not.toEqual([])
    expect(contrastRatio(colours.primary, SURFACE)).toBeGreaterThan(1)
  })
})
