import { figure, harborline, meridian } from '@fixtures/organisations'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  usesFixedSupport,
  withSupportContact,
} from '@/domain/support-contact'

describe('the support contact an organisation shows (refinance-release-shell §3, §9)', () => {
  it.each([
    ['FIGURE', 'FIGURE', true],
    ['CRYPTO_BACKED_LOAN_CREDIT', 'CRYPTO_BACKED_LOAN_CREDIT', true],
    ['figure', 'figure', true],
    ['FIGURE_EAST', 'FIGURE', true],
    ['MERIDIAN', 'MERIDIAN', false],
    ['HARBORLINE', 'HARBORLINE', false],
    ['FIGURE_EAST', 'FIGURE_EAST', false],
  ])('%s (canonical %s) uses the fixed line: %s', (orgCode, canonicalOrgCode, fixed) => {
    expect(usesFixedSupport({ orgCode, canonicalOrgCode })).toBe(fixed)
  })

  it('replaces the phone and email of a fixed-line organisation, and nothing else', () => {
    const shown = withSupportContact(figure)
    expect(shown.supportPhone).toBe(DEFAULT_SUPPORT_PHONE)
    expect(shown.supportEmail).toBe(DEFAULT_SUPPORT_EMAIL)
    expect({
      ...shown,
      supportPhone: figure.supportPhone,
      supportEmail: figure.supportEmail,
    }).toEqual(figure)
  })

  it('keeps every other organisation as its data says', () => {
    expect(withSupportContact(meridian)).toBe(meridian)
    expect(withSupportContact(harborline)).toBe(harborline)
  })
})
