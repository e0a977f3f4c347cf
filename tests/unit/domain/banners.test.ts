import type { Banner } from '@contract/banners'
import { describe, expect, it } from 'vitest'
import { chooseBanners, isDismissed } from '@/domain/banners'

function banner(uuid: string, createdAt: string, more: Partial<Banner> = {}): Banner {
  return {
    uuid,
    message: `Banner ${uuid}`,
    apps: ['crypto-backed-loan'],
    variant: 'info',
    active: true,
    dismissable: true,
    metadata: { createdAt, updatedAt: createdAt },
    ...more,
  }
}

const older = banner('older', '2025-02-01T00:00:00.000Z')
const middle = banner('middle', '2025-02-15T00:00:00.000Z', { variant: 'warn' })
const newest = banner('newest', '2025-03-01T00:00:00.000Z')
const updatedLater = {
  ...older,
  metadata: { createdAt: older.metadata.createdAt, updatedAt: '2025-03-02T00:00:00.000Z' },
}

describe('which banners show (refinance-release-shell §4, §9)', () => {
  it.each([
    ['newest first, two by default', [older, newest, middle], {}, {}, ['newest', 'middle']],
    ['the shell shows one', [older, newest, middle], {}, { limit: 1 }, ['newest']],
    ['none in the file', [], {}, { limit: 1 }, []],
    [
      'a dismissed banner gives way to the next newest',
      [older, newest, middle],
      { newest: newest.metadata.updatedAt },
      { limit: 1 },
      ['middle'],
    ],
    [
      'a dismissal of an older version no longer holds once updated',
      [updatedLater],
      { older: older.metadata.updatedAt },
      {},
      ['older'],
    ],
    [
      'a dismissal of the current version holds',
      [updatedLater],
      { older: updatedLater.metadata.updatedAt },
      {},
      [],
    ],
    [
      'a banner that cannot be dismissed ignores a stored dismissal',
      [{ ...newest, dismissable: false }],
      { newest: newest.metadata.updatedAt },
      {},
      ['newest'],
    ],
    ['inactive banners are left out', [{ ...newest, active: false }, older], {}, {}, ['older']],
    [
      'banners for other apps are left out',
      [{ ...newest, apps: ['other-app'] }, older],
      {},
      {},
      ['older'],
    ],
    ['a banner naming no app is for every app', [{ ...newest, apps: [] }], {}, {}, ['newest']],
    [
      'same creation time: the later update first',
      [older, { ...updatedLater, uuid: 'twin' }],
      {},
      {},
      ['twin', 'older'],
    ],
  ])('%s', (_, banners, dismissals, options, shown) => {
    expect(chooseBanners(banners, dismissals, options).map((each) => each.uuid)).toEqual(shown)
  })

  it('reads a dismissal against the banner version it was made on', () => {
    expect(isDismissed(older, {})).toBe(false)
    expect(isDismissed(older, { older: older.metadata.updatedAt })).toBe(true)
    expect(isDismissed(updatedLater, { older: older.metadata.updatedAt })).toBe(false)
  })
})
