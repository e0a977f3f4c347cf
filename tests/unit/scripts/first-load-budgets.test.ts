import type { ChunkGraph, ChunkInfo } from '@scripts/bundle-report'
import { FIRST_LOAD_BUDGETS, firstLoadOverBudget } from '@scripts/first-load-budgets'
import { describe, expect, it } from 'vitest'

const KB = 1024

/** A chunk of the build: its gzip size, the modules it holds and the chunks it imports. */
function chunk(kb: number, sources: string[], imports: string[] = []): ChunkInfo {
  return {
    gzipBytes: kb * KB,
    imports,
    dynamicImports: [],
    sources: sources.map((source) => `../../p/${source}`),
    bytesBySource: new Map(),
  }
}

/**
 * A small build: the entry, the app's start (with React in a chunk it imports), the start
 * page's screen, and a page nobody lands on.
 */
const build: ChunkGraph = new Map([
  ['index.js', chunk(2, ['src/main.tsx'])],
  ['app-start.js', chunk(100, ['src/app/boot.tsx'], ['react.js'])],
  ['react.js', chunk(20, ['node_modules/react-dom/client.js'])],
  ['start-screen.js', chunk(10, ['src/app/screens/start-screen.tsx'], ['field.js'])],
  ['field.js', chunk(1, ['src/ui/field.tsx'])],
  ['details-screen.js', chunk(30, ['src/app/screens/details-screen.tsx'])],
])
const ENTRY = ['index.js']
const startPage = (budgetKB: number) => ({
  page: 'start?state=CA',
  loads: ['src/app/screens/start-screen.tsx'],
  budgetKB,
})

describe('the first-load budget of the landing pages', () => {
  it('names the page, its figure and its budget when a page goes over', () => {
    // 2 + 100 + 20 + 10 + 1 KB: the entry, the app's start with what it imports, the screen
    // with what it imports; never a page it does not load.
    expect(firstLoadOverBudget(build, ENTRY, [startPage(130)])).toEqual([
      '/start?state=CA: 133.0 KB gzip of JavaScript before it renders, over its budget of 130 KB (scripts/first-load-budgets.ts)',
    ])
  })

  it.each([133, 133.5, 138])('lets a page at or under its budget of %s KB pass', (budget) => {
    expect(firstLoadOverBudget(build, ENTRY, [startPage(budget)])).toEqual([])
  })

  it('asks for a budget more than 5 KB above its page to be lowered', () => {
    expect(firstLoadOverBudget(build, ENTRY, [startPage(139)])).toEqual([
      '/start?state=CA: 133.0 KB gzip of JavaScript before it renders, more than 5 KB under its budget of 139 KB: lower the budget to at most 138 KB (scripts/first-load-budgets.ts)',
    ])
  })

  it('fails a page whose list names a module the build no longer holds', () => {
    const renamed = { ...startPage(125), loads: ['src/app/screens/offer-screen.tsx'] }
    expect(firstLoadOverBudget(build, ENTRY, [renamed])).toEqual([
      '/start?state=CA: loads src/app/screens/offer-screen.tsx, which no chunk of the build holds',
    ])
  })

  it('names every landing page once', () => {
    const pages = FIRST_LOAD_BUDGETS.map((budget) => budget.page)
    expect(new Set(pages).size).toBe(pages.length)
    expect(pages).toEqual(
      expect.arrayContaining([
        'residency',
        'start?state=CA',
        'faq',
        'get-mobile-app?loanAmount=25000',
      ]),
    )
  })
})
