import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPOSITORY_ROOT } from '@tests/support/repository'
import { describe, expect, it } from 'vitest'

/** The files that define a read (they call queryOptions, or a kind of read of read-kinds.ts). */
function definingModules(): string[] {
  return ['src/api/queries'].flatMap((folder) =>
    readdirSync(join(REPOSITORY_ROOT, folder))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(REPOSITORY_ROOT, folder, name))
      .filter((file) =>
        /\b(queryOptions|keptForTheSession|quoteFor)\(/.test(readFileSync(file, 'utf8')),
      ),
  )
}

import * as registry from '@/api/reads'

/**
 * The registry of reads (src/api/reads.ts): each cache entry is named by one factory. Every
 * factory is called here with the same application, borrower and document, so two factories
 * naming one entry (each with its own polling, staleness and fetch, the last screen mounted
 * winning) give the same key and fail.
 */

const APP = '11111111-1111-4111-8111-111111111111'
const IDENTITY = '22222222-2222-4222-8222-222222222222'
const OFFER = '33333333-3333-4333-8333-333333333333'
const DOCUMENT = '44444444-4444-4444-8444-444444444444'
const path = { appUuid: APP, identityUuid: IDENTITY }
const residence = { country: 'US', state: 'CA' } as const

/** The registry's read factories, by their own names (`…QueryOptions`). */
type Reads = {
  [Name in keyof typeof registry as Name extends `${string}QueryOptions`
    ? Name
    : never]: (typeof registry)[Name]
}
/** What each factory is given: the same ids throughout. */
const givenTo: { [Name in keyof Reads]: Parameters<Reads[Name]> } = {
  applicationStateQueryOptions: [APP],
  stateOnVisitQueryOptions: [APP, 'identity'],
  applicationFieldsQueryOptions: [APP],
  selectedOfferQueryOptions: [APP],
  collateralQueryOptions: [APP],
  finalStepsQueryOptions: [APP],
  offersQueryOptions: [APP, null],
  rollForwardOffersQueryOptions: [APP, null],
  rollForwardRatesQueryOptions: ['meridian', APP, null],
  userApplicationsQueryOptions: [],
  currentApplicationQueryOptions: [{ organization: 'meridian' }],
  disbursementDestinationQueryOptions: [APP],
  profileQueryOptions: [],
  currentUserQueryOptions: [],
  borrowerProfileQueryOptions: [],
  bankLinkItemsQueryOptions: [],
  fundedLoansQueryOptions: [],
  loanStatusQueryOptions: [],
  refinanceApplicationsQueryOptions: [IDENTITY],
  topUpCalculationQueryOptions: [APP, OFFER],
  loanDocumentsQueryOptions: [path],
  unsignedDocumentsQueryOptions: [path],
  loanDocumentFileQueryOptions: [path, DOCUMENT],
  refinanceDocumentsQueryOptions: [path],
  refinanceUnsignedQueryOptions: [path],
  refinanceDocumentFileQueryOptions: [path, DOCUMENT],
  validStatesQueryOptions: [],
  validCountriesQueryOptions: [],
  ratesQueryOptions: ['meridian', null],
  pricesQueryOptions: ['meridian', residence],
  organisationInfoQueryOptions: ['meridian'],
  consentTypesQueryOptions: [],
  addressLookupQueryOptions: ['1 Main'],
  bannersQueryOptions: [],
  additionalDocumentFlagQueryOptions: ['meridian', 'tracker'],
}

function keyOf(name: keyof Reads): string {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a test calls each factory by name
  const factory = registry[name] as (...args: unknown[]) => { queryKey: readonly unknown[] }
  return JSON.stringify(factory(...givenTo[name]).queryKey)
}

/** The reads that name an entry another read names too, grouped by that entry. */
function sharingAnEntry(keys: [name: string, key: string][]): string[][] {
  const namedBy = new Map<string, string[]>()
  for (const [name, key] of keys) namedBy.set(key, [...(namedBy.get(key) ?? []), name])
  return [...namedBy.values()].filter((names) => names.length > 1)
}

describe('the registry of reads', () => {
  it('names a different cache entry for each read', () => {
    const names = Object.keys(givenTo) as (keyof Reads)[]
    expect(sharingAnEntry(names.map((name) => [name, keyOf(name)]))).toEqual([])
    expect(names.length).toBeGreaterThan(30)
  })

  it('would catch two reads of one entry', () => {
    // A second factory of the application's state, say with its own polling: the same key.
    const copy = registry.applicationStateQueryOptions(APP, undefined)
    expect(
      sharingAnEntry([
        ['applicationStateQueryOptions', keyOf('applicationStateQueryOptions')],
        ['applicationFieldsQueryOptions', keyOf('applicationFieldsQueryOptions')],
        ['copyOfTheState', JSON.stringify(copy.queryKey)],
      ]),
    ).toEqual([['applicationStateQueryOptions', 'copyOfTheState']])
  })

  it('lists every factory written in src/api/queries/', async () => {
    const written: [string, unknown][] = []
    for (const file of definingModules()) {
      const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        if (name.endsWith('QueryOptions') && typeof value === 'function')
          written.push([name, value])
      }
    }
    const listed = new Set<unknown>(
      Object.entries(registry)
        .filter(([name]) => name.endsWith('QueryOptions'))
        .map(([, factory]) => factory),
    )
    expect(written.filter(([, factory]) => !listed.has(factory)).map(([name]) => name)).toEqual([])
    expect(written.length).toBe(listed.size)
  })
})
