import { APP_BASE_PATH } from '@contract/base-path'
import type { Collateral, CollateralReleaseResult } from '@contract/collateral'
import { formerLenderFields } from '@contract/former-lender'
import type { RefinanceApplication } from '@contract/refinance'
import type { ReplayStep } from '@scenarios/replay-steps'
import type { Scenario } from '@scenarios/scenario'
import { releaseErrorMessage, releaseOutcome } from '@/domain/collateral-release'
import { answersOf, type ContractCall } from './match-contract'
import type { RecordedExchange } from './read-har'
import { PRICE_REACHED_AFTER_HOURS } from './rebuild-world'

/**
 * Where the story opens and what its replay does: the page the borrower last opened, with
 * the application named as the story's first one (its id is new in every world), then what
 * the borrower did there that the calls show, and the figures the page must show again.
 */

/** The demo's stand-in for the first application's id in a story's path. */
export const FIRST_APPLICATION = 'first-application'

const ID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The app's pages the borrower opened (page loads under the app's base), in order. */
export function pagesOpened(exchanges: readonly RecordedExchange[]): RecordedExchange[] {
  return exchanges.filter(
    (exchange) =>
      exchange.isPage &&
      exchange.status < 400 &&
      exchange.url.pathname.startsWith(`${APP_BASE_PATH}/`),
  )
}

/**
 * A page's path under the app's base, its application named `first-application`; a path with
 * any other id in it (a refinance offer's page) is cut before it, at a page a new world has.
 */
export function storyPath(pathname: string): { path: string; appUuid: string | null } {
  const segments = pathname.slice(APP_BASE_PATH.length).split('/').filter(Boolean)
  const [first, ...rest] = segments
  if (first && ID_SEGMENT.test(first)) {
    return { path: [FIRST_APPLICATION, ...rest].join('/'), appUuid: first }
  }
  const cut = segments.findIndex((segment) => ID_SEGMENT.test(segment))
  return { path: (cut < 0 ? segments : segments.slice(0, cut)).join('/'), appUuid: null }
}

function coin(quantity: number, type: string): string {
  return `${quantity.toFixed(4)} ${type}`
}

export function inferReplay(
  exchanges: readonly RecordedExchange[],
  calls: readonly ContractCall[],
  world: NonNullable<Scenario['world']>,
): { path: string; steps: ReplayStep[]; appUuid: string | null } {
  const last = pagesOpened(exchanges).at(-1)
  const { path, appUuid } = last ? storyPath(last.url.pathname) : { path: '', appUuid: null }
  const after = last ? Date.parse(last.startedAt) : 0
  const since = calls.filter((call) => Date.parse(call.exchange.startedAt) >= after)
  const steps: ReplayStep[] = []
  const lastSegment = path.split('/').filter(Boolean).at(-1)
  if (lastSegment && lastSegment !== FIRST_APPLICATION) {
    steps.push({ kind: 'expectPath', endsWith: `/${lastSegment}`, note: 'the page recorded' })
  }

  // A funded loan's price reaches what the recording saw a quarter of an hour in.
  if (Object.keys(world.pricePaths ?? {}).length > 0) {
    steps.push(
      {
        kind: 'advanceClock',
        ms: PRICE_REACHED_AFTER_HOURS * 3_600_000,
        note: 'the coin reaches the price recorded',
      },
      { kind: 'reload' },
    )
  }

  const collateral = answersOf<Collateral>(since, 'getCollateral').at(0)
  const held = collateral?.wallet?.currentTotalCoinBalance
  if (path.endsWith('collateral-release') && held && held.coinQuantity > 0) {
    steps.push({
      kind: 'expectText',
      text: coin(held.coinQuantity, held.type),
      note: 'the collateral held',
    })
  }

  // The return address the borrower gave, and what the lender answered.
  const release = since.filter((call) => call.endpoint.id === 'releaseCollateral').at(-1)
  const address = (release?.exchange.requestBody as { returnAddress?: string } | undefined)
    ?.returnAddress
  if (release && address) {
    steps.push(
      { kind: 'fill', label: 'Return wallet address', value: address },
      { kind: 'click', role: 'button', name: 'Save Address' },
      { kind: 'click', role: 'button', name: 'Confirm' },
    )
    // The screen's own words for the lender's answer, as the recording saw it.
    const answer = release.answer as { result?: CollateralReleaseResult } | null
    const outcome = answer?.result ? releaseOutcome(answer.result, '') : null
    const text =
      release.exchange.status >= 400
        ? releaseErrorMessage(release.exchange.responseBody)
        : outcome && 'title' in outcome
          ? outcome.title
          : null
    if (text) steps.push({ kind: 'expectText', text, note: 'what the lender answered' })
  }

  const refinance = answersOf<{ applications: RefinanceApplication[] }>(
    since,
    'listRefinanceApplications',
  ).at(-1)
  for (const app of refinance?.applications ?? []) {
    const numbers = app[formerLenderFields.loanNumbers]
    if (numbers.length > 0) {
      steps.push({ kind: 'expectText', text: numbers.join(', '), note: 'the loans found' })
    }
  }
  return { path, steps, appUuid }
}
