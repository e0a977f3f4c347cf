// @vitest-environment happy-dom
import { harborline, kestrel, meridian } from '@fixtures/organisations'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withSafeLinks } from '@/domain/organisation-links'
import { applyBrand, DEFAULT_PAGE_TITLE } from '@/features/shell/apply-brand'
import { type ErrorReport, onErrorReport } from '@/lib/error-report'
import { contrastOf } from '@/ui/readable-brand-colours'

const HOUSE_ICON = 'data:image/svg+xml,house'

beforeEach(() => {
  document.head.innerHTML = `<link rel="icon" href="${HOUSE_ICON}" />`
  document.title = 'Crypto-backed loan'
})

const icon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')
const renderable = (organisation: typeof meridian) => withSafeLinks(organisation, () => {})

describe('the brand on the browser’s tab', () => {
  it.each([meridian, harborline, kestrel])('$orgCode names its page title and icon', (brand) => {
    applyBrand(renderable(brand))
    expect(document.title).toBe(`${brand.orgBrand.pageTitle} | ${brand.orgBrand.name}`)
    expect(icon()).toBe(brand.orgBrand.faviconUrl)
    const root = document.documentElement.style
    expect(root.getPropertyValue('--brand-primary')).toBe(brand.orgBrand.colours.primary)
  })

  it('a brand naming neither keeps the product’s title and the house icon', () => {
    const { pageTitle: _title, faviconUrl: _icon, ...orgBrand } = meridian.orgBrand
    applyBrand(renderable({ ...meridian, orgBrand }))
    expect(document.title).toBe(`${DEFAULT_PAGE_TITLE} | Meridian Bank`)
    expect(icon()).toBe(HOUSE_ICON)
  })
})

describe('the brand’s typeface', () => {
  it('a brand naming a web font puts it first once its stylesheet has loaded; one naming none keeps the house style', async () => {
    const root = document.documentElement.style
    expect(harborline.orgBrand.font).toBe('Source Sans 3')
    await applyBrand(renderable(harborline))
    expect(root.getPropertyValue('--font-sans')).toBe(
      "'Source Sans 3 Variable', var(--font-system)",
    )
    await applyBrand(renderable(meridian))
    expect(root.getPropertyValue('--font-sans')).toBe('')
  })
})

describe('a brand colour that would not read', () => {
  it('is drawn in its nearest readable shade and reported once, not on the console', async () => {
    const reports: ErrorReport[] = []
    const stop = onErrorReport((report) => reports.push(report))
    const console = vi.spyOn(globalThis.console, 'error')
    const pale = {
      ...meridian,
      orgCode: 'PALE',
      orgBrand: {
        ...meridian.orgBrand,
        colours: { ...meridian.orgBrand.colours, primary: '#7FA8D1' },
      },
    }
    await applyBrand(renderable(pale))
    await applyBrand(renderable(pale))
    stop()
    const drawn = document.documentElement.style.getPropertyValue('--brand-primary')
    expect(drawn).not.toBe('#7FA8D1')
    expect(contrastOf(drawn, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(reports).toEqual([
      {
        name: 'brand.colour-unreadable',
        details: expect.objectContaining({
          orgCode: 'PALE',
          field: 'primary',
          given: '#7FA8D1',
          drawn,
        }),
      },
    ])
    expect(console).not.toHaveBeenCalled()
  })
})
