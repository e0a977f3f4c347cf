import { meridian } from '@fixtures/organisations'
import { describe, expect, it } from 'vitest'
import {
  CANVAS,
  contrastOf,
  readableBrandColours,
  SURFACE,
  TEXT_CONTRAST,
} from '@/ui/readable-brand-colours'

/** A brand's colours at run time: never unreadable, and moved no further than they must be. */

describe('the colours the screens draw for a brand', () => {
  it('keeps a brand whose colours read', () => {
    const { colours, adjustments } = readableBrandColours(meridian.orgBrand.colours)
    expect(colours.primary.toLowerCase()).toBe(meridian.orgBrand.colours.primary.toLowerCase())
    expect(colours.primaryText.toLowerCase()).toBe(
      meridian.orgBrand.colours.primaryText.toLowerCase(),
    )
    expect(adjustments).toEqual([])
  })

  it.each([
    ['a pale primary with white text', { primary: '#7FA8D1', primaryText: '#FFFFFF' }],
    ['a yellow primary with black text', { primary: '#F2C200', primaryText: '#000000' }],
    ['a dark primary with grey text', { primary: '#0B3D6E', primaryText: '#8FA3B8' }],
    ['white on white', { primary: '#FFFFFF', primaryText: '#FFFFFF' }],
  ])('%s is drawn in shades that read at 4.5:1 in every use', (_, given) => {
    const { colours, adjustments } = readableBrandColours({ ...given, accent: '#37B6A8' })
    expect(contrastOf(colours.primary, SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrastOf(colours.primary, CANVAS)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrastOf(colours.primaryText, colours.primary)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(adjustments.length).toBeGreaterThan(0)
    for (const adjustment of adjustments) {
      expect(adjustment.givenRatio).toBeLessThan(TEXT_CONTRAST)
      expect(adjustment.drawnRatio).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  })

  it('moves a failing primary to the nearest passing shade, not to black', () => {
    const { colours } = readableBrandColours({
      primary: '#7FA8D1',
      primaryText: '#FFFFFF',
      accent: '#37B6A8',
    })
    // Just past the line on the canvas (the harder of the two backgrounds), not far beyond.
    expect(contrastOf(colours.primary, CANVAS)).toBeLessThan(TEXT_CONTRAST + 0.1)
    expect(colours.primary).not.toBe('#000000')
  })
})
