import { type ChunkGraph, pageFirstLoad } from './bundle-report'

/**
 * The most JavaScript each page a borrower lands on from a link may load before the app renders
 * it: gzip, as a browser receives it, computed from the production build's chunk graph
 * (bundle-report.ts's pageFirstLoad). The production build check (check-production-build.ts,
 * in `npm test`) fails when a page goes over, naming the page, its figure and its budget.
 *
 * `loads` names the modules the page loads on its own, beyond what every page loads: its
 * route's lazy screen and what that screen loads as it first renders. `npm run bench` prints
 * each page's figure beside what Chromium really fetched; the two agree within 1 KB, or this
 * list has gone stale.
 *
 * Changing a budget on purpose: a budget sits at most 5 KB above its page's figure, so a page
 * that grows by more fails the run. When a page must grow (a feature the first page needs),
 * run `npm run bench` (BENCH_ONLY=bundle is enough), take the page's new figure, set its
 * budget at most 5 KB above it, and say in the commit what grew and why the first page needs
 * it. When a page shrinks, lower its budget the same way, so the room won stays won.
 */
export interface PageBudget {
  /** The page's address under the app's base path, as a borrower's link gives it. */
  page: string
  /** Modules the page loads on its own before it renders (paths in the project). */
  loads: readonly string[]
  /** KB of gzip (1 KB = 1024 bytes). */
  budgetKB: number
}

/** An application's link, as an email gives it: opened signed out, it offers sign-in. */
export const LINKED_APPLICATION = '6f1d3c9e-2b7a-4c1e-9f3a-5d8e7b6a4c21'

export const FIRST_LOAD_BUDGETS: readonly PageBudget[] = [
  {
    page: 'residency',
    loads: ['src/features/residency/components/residency-page.tsx'],
    budgetKB: 146,
  },
  {
    page: 'start?state=CA',
    loads: ['src/app/screens/start-screen.tsx', 'src/app/screens/offer-loan-health-slot.tsx'],
    budgetKB: 158,
  },
  { page: 'faq', loads: ['src/features/faq/components/faq-page.tsx'], budgetKB: 145 },
  {
    page: 'get-mobile-app?loanAmount=25000',
    loads: ['src/features/mobile-app/components/get-mobile-app-page.tsx'],
    budgetKB: 148,
  },
  {
    page: LINKED_APPLICATION,
    loads: [
      'src/app/screens/next-step-screen.tsx',
      'src/features/next-step/components/next-step-resolver.tsx',
      'src/ui/finding-next-step.tsx',
    ],
    budgetKB: 151,
  },
]

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The most a budget may sit above its page's figure. */
export const ROOM_KB = 5

/** Each page's first load against its budget: one line per page over it, or whose list is stale. */
export function firstLoadOverBudget(
  chunks: ChunkGraph,
  entryFiles: readonly string[],
  budgets: readonly PageBudget[] = FIRST_LOAD_BUDGETS,
): string[] {
  return budgets.flatMap(({ page, loads, budgetKB }) => {
    const load = pageFirstLoad(chunks, entryFiles, loads)
    const faults = load.missing.map(
      (module) => `/${page}: loads ${module}, which no chunk of the build holds`,
    )
    if (load.gzipBytes > budgetKB * 1024) {
      faults.push(
        `/${page}: ${kb(load.gzipBytes)} KB gzip of JavaScript before it renders, over its budget of ${budgetKB} KB (scripts/first-load-budgets.ts)`,
      )
    } else if (budgetKB * 1024 - load.gzipBytes > ROOM_KB * 1024) {
      // Room won stays won: a budget far above its page would let the page grow unnoticed.
      faults.push(
        `/${page}: ${kb(load.gzipBytes)} KB gzip of JavaScript before it renders, more than ${ROOM_KB} KB under its budget of ${budgetKB} KB: lower the budget to at most ${Math.floor(load.gzipBytes / 1024 + ROOM_KB)} KB (scripts/first-load-budgets.ts)`,
      )
    }
    return faults
  })
}
