import { describe, expect, it } from 'vitest'
import { isPersonalKey, REDACTED, scrubTelemetry } from '@/domain/telemetry-scrubber'

const appUuid = '12345678-1234-4abc-8def-123456789012'

describe('telemetry scrubber: personal fields are dropped, at any depth', () => {
  it.each([
    ['ssn', true],
    ['SSN', true],
    ['hasSsn', true],
    ['socialSecurityNumber', true],
    ['governmentIssuedIdentifier', true],
    ['idNumber', true],
    ['passportNumber', true],
    ['accountNumber', true],
    ['account_number', true],
    ['routingNumber', true],
    ['homeAddress', true],
    ['street1', true],
    ['zip', true],
    ['postalCode', true],
    ['dob', true],
    ['phoneNumber', true],
    ['pagePath', false],
    ['state', false],
    ['collateralType', false],
    ['bannerUuid', false],
    ['applicationUuid', false],
  ])('%s is personal: %s', (key, personal) => {
    expect(isPersonalKey(key)).toBe(personal)
  })

  it('drops them from nested objects and lists, keeping the rest', () => {
    expect(
      scrubTelemetry({
        event: 'Details Submitted',
        eventProperties: {
          state: 'CA',
          ssn: '521-44-7839',
          bank: [{ routingNumber: '021000021', accountNumber: '000123456789', type: 'CHECKING' }],
          homeAddress: { street1: '1450 Market St', city: 'San Francisco', zip: '94103' },
        },
      }),
    ).toEqual({
      event: 'Details Submitted',
      eventProperties: { state: 'CA', bank: [{ type: 'CHECKING' }] },
    })
  })
})

describe('telemetry scrubber: personal-looking text is masked wherever it is', () => {
  it.each([
    ['an SSN with dashes', 'ssn 521-44-7839 given', `ssn ${REDACTED} given`],
    ['an SSN without dashes', '521447839', REDACTED],
    ['a routing number', '/bank?routing=021000021', `/bank?routing=${REDACTED}`],
    ['an account number', 'acct 000123456789', `acct ${REDACTED}`],
    ['a spaced card-like number', '1234 5678 9012', REDACTED],
    ['a passport number', 'passport X12345678', `passport ${REDACTED}`],
    ['a GIIN', 'giin 98Q96B.00000.LE.840', `giin ${REDACTED}`],
    ['an email address', 'sent to dana@example.com', `sent to ${REDACTED}`],
    ['a phone number', '(415) 555-0134', `(415) ${REDACTED}`],
    [
      'an application path keeps its id',
      `/account/${appUuid}/details`,
      `/account/${appUuid}/details`,
    ],
    ['a loan amount', '25000', '25000'],
    ['ordinary words', 'Offer Chosen', 'Offer Chosen'],
    ['a state code', 'CA', 'CA'],
  ])('%s', (_, text, expected) => {
    expect(scrubTelemetry(text)).toBe(expected)
  })

  it('masks query parameter values and keeps numbers, booleans and nulls', () => {
    expect(
      scrubTelemetry({
        queryParams: { ref: 'abc', note: '521-44-7839' },
        epoch: 1741014000000,
        dontDedupe: true,
        dedupeProperty: null,
      }),
    ).toEqual({
      queryParams: { ref: 'abc', note: REDACTED },
      epoch: 1741014000000,
      dontDedupe: true,
      dedupeProperty: null,
    })
  })
})
