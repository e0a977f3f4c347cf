import type { OrganisationInfo } from '@contract/organisation'
import { harborline, meridian } from '@fixtures/organisations'
import { describe, expect, it } from 'vitest'
import { type DroppedLink, withSafeLinks } from '@/domain/organisation-links'

function withCompanyLink(field: 'termsUrl' | 'privacyUrl' | 'licensesUrl', value: string) {
  return {
    ...meridian,
    metadata: { ...meridian.metadata, company: { ...meridian.metadata.company, [field]: value } },
  } satisfies OrganisationInfo
}

function shown(organisation: OrganisationInfo) {
  const reports: DroppedLink[] = []
  const safe = withSafeLinks(organisation, (link) => reports.push(link))
  return { safe, reports }
}

describe("the organisation's links, as the app may render them", () => {
  it.each([
    ['https://www.meridianbank.example/legal/terms', true],
    ['HTTPS://www.meridianbank.example/terms', true],
    ['http://www.meridianbank.example/terms', false],
    ['javascript:alert(document.cookie)', false],
    [' javascript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['//evil.example/terms', false],
    ['/legal/terms', false],
    ['not a url', false],
  ])('terms, privacy and licences at %s: kept %s', (url, kept) => {
    for (const field of ['termsUrl', 'privacyUrl', 'licensesUrl'] as const) {
      const { safe, reports } = shown(withCompanyLink(field, url))
      expect(safe.metadata.company[field]).toBe(kept ? url : null)
      expect(reports).toEqual(kept ? [] : [{ orgCode: 'MERIDIAN', field }])
    }
  })

  it.each([
    ['data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['https://cdn.meridianbank.example/logo.svg', true],
    ['data:text/html,<script>alert(1)</script>', false],
    ['javascript:alert(1)', false],
    ['http://cdn.meridianbank.example/logo.svg', false],
  ])('a logo at %s: kept %s', (url, kept) => {
    const { safe, reports } = shown({
      ...meridian,
      orgBrand: { ...meridian.orgBrand, logoUrl: url },
    })
    expect(safe.orgBrand.logoUrl).toBe(kept ? url : null)
    expect(reports).toHaveLength(kept ? 0 : 1)
  })

  it.each([
    ['data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E', true],
    ['https://cdn.meridianbank.example/icon.png', true],
    ['data:text/html,<script>alert(1)</script>', false],
    ['javascript:alert(1)', false],
  ])('a tab icon at %s: kept %s', (url, kept) => {
    const { safe, reports } = shown({
      ...meridian,
      orgBrand: { ...meridian.orgBrand, faviconUrl: url },
    })
    expect(safe.orgBrand.faviconUrl).toBe(kept ? url : null)
    expect(reports).toEqual(kept ? [] : [{ orgCode: 'MERIDIAN', field: 'faviconUrl' }])
  })

  it.each([
    ['https://apps.example/meridian', true],
    ['javascript:alert(1)', false],
  ])('a mobile app link at %s: kept %s', (url, kept) => {
    const { safe } = shown({ ...meridian, mobileAppUrl: url })
    expect(safe.mobileAppUrl).toBe(kept ? url : null)
  })

  it('keeps every organisation of the library whole, reporting nothing', () => {
    for (const organisation of [meridian, harborline]) {
      const { safe, reports } = shown(organisation)
      expect(reports).toEqual([])
      expect(safe).toEqual({ ...organisation, mobileAppUrl: organisation.mobileAppUrl ?? null })
    }
  })
})
