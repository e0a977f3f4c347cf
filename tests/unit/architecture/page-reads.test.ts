import { sourceFilesIn, sourceOf } from '@tests/support/source-files'
import { describe, expect, it } from 'vitest'

/**
 * A page's reads are named once, in its module (`src/features/<family>/<page>-reads.ts`): the
 * route's loader ensures that module's records and the page reads the same records
 * (src/session/page-reads.ts). Neither the loaders (src/app/screens/) nor the pages name a
 * read of the registry themselves, so a read added to a page cannot be missed by its loader.
 */

/** A read of the registry named in a screen, not in its page's module: each with its reason. */
const NAMED_IN_A_SCREEN: Readonly<Record<string, string>> = {
  'src/app/screens/next-steps-screen.tsx':
    'the checklist’s Disbursement Account step reads the application’s fields when pressed, to open the USDC page for an international borrower: no read of the page',
  'src/app/screens/next-step-screen.tsx':
    'whether the borrower is a broker, read only where the mobile-app page exists, to decide web or app: the screen’s own handling, no read of the resolver’s page',
}

const FACTORY_CALL = /\b\w+QueryOptions\(/

describe('the reads of each page', () => {
  it('are read by the pages through their modules, never one by one', () => {
    const oneByOne = sourceFilesIn('src')
      .filter((file) => file !== 'src/session/page-reads.ts')
      .filter((file) => /\buseSuspenseQuer(y|ies)\(/.test(sourceOf(file)))
    expect(oneByOne).toEqual([])
  })

  it('are ensured by the loaders through the same modules, never named in a screen', () => {
    const named = sourceFilesIn('src/app/screens').filter((file) =>
      FACTORY_CALL.test(sourceOf(file)),
    )
    expect(named.sort()).toEqual(Object.keys(NAMED_IN_A_SCREEN).sort())
    for (const reason of Object.values(NAMED_IN_A_SCREEN)) expect(reason.length).toBeGreaterThan(40)
  })

  it('live in a module beside their page for every loader that reads', () => {
    const loaders = sourceFilesIn('src/app/screens').filter((file) =>
      /ensureReads\(/.test(sourceOf(file)),
    )
    expect(loaders.length).toBeGreaterThan(15)
    for (const file of loaders) {
      expect(sourceOf(file), file).toMatch(/from '@\/features\/[\w-]+\/[\w-]+-reads'/)
    }
  })
})
