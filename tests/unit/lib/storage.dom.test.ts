// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { inRepository } from '@tests/support/repository'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStored, removeStored, writeStored } from '@/lib/storage'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

describe('the storage module', () => {
  it('keeps the token in local storage under jwt, as the spec fixes it', () => {
    writeStored('token', 'abc.def')
    expect(localStorage.getItem('jwt')).toBe('abc.def')
    expect(readStored('token')).toBe('abc.def')
    removeStored('token')
    expect(readStored('token')).toBeNull()
  })

  it('refuses a draft that holds anything but amounts', () => {
    const kept = writeStored('offerDraft', {
      collateralType: 'BTC',
      collateralAmount: '123-45-6789',
      cashToBorrow: '10,000',
    })
    expect(kept).toBe(false)
    expect(sessionStorage.length).toBe(0)
  })

  it('reads a damaged entry as none', () => {
    sessionStorage.setItem('crypto-backed-loan.offer-draft', '{not json')
    expect(readStored('offerDraft')).toBeNull()
  })

  it('goes on without storage when the browser blocks it', () => {
    // A browser with storage switched off throws on the very access to window.localStorage.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(writeStored('token', 'abc')).toBe(false)
    expect(readStored('token')).toBeNull()
    expect(() => removeStored('token')).not.toThrow()
  })
})

describe('one door to storage', () => {
  const src = inRepository('src')
  function files(folder: string): string[] {
    return readdirSync(folder).flatMap((name) => {
      const path = join(folder, name)
      return statSync(path).isDirectory() ? files(path) : [path]
    })
  }

  it('no app file but the storage module touches local or session storage', () => {
    // storage-areas.ts names the two areas for it (and opens them early for src/main.tsx).
    const touching = files(src)
      .filter((path) => /\.tsx?$/.test(path))
      .filter((path) => /\b(localStorage|sessionStorage)\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path))
    expect(touching).toEqual(['lib/storage-areas.ts'])
  })
})
