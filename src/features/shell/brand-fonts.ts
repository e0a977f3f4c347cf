import type { BrandFontName } from '@contract/organisation'

/**
 * The web fonts a brand may name (BRAND_FONT_NAMES), each self-hosted from its npm package: the
 * build serves the font files from the app's own origin, as its Content-Security-Policy asks
 * (font-src 'self'). A font's stylesheet loads only for a brand that names it, and the browser
 * then fetches only the subsets the page's text uses (Latin, about 32 KB).
 */
export const BRAND_FONTS: Record<BrandFontName, { family: string; load: () => Promise<unknown> }> =
  {
    'Source Sans 3': {
      family: "'Source Sans 3 Variable'",
      load: () => import('@fontsource-variable/source-sans-3/wght.css'),
    },
  }
