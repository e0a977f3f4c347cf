import { describe, expect, it } from 'vitest'
import { applicationRoute } from '@/app/routes/application-route'
import '@/app/routes/route-tree'
import { redirectFromPage } from '@/domain/live-pages'
import type { LiveIn } from '@/domain/live-states'

/**
 * core-journey §2, §4: each application page is live in some states, as its route says
 * (`staticData.liveIn`); any other visit goes where §4's routing table sends the state.
 */
const pagesUnderTheApplication = (
  applicationRoute.children as readonly {
    options: { path: string; staticData?: { liveIn?: LiveIn } }
  }[]
).map(({ options }) => ({
  path: options.path.replace(/^\//, ''),
  liveIn: options.staticData?.liveIn,
}))

/** Where the page at /{appUuid}/{path} says it is live. */
function liveInOf(path: string): LiveIn | undefined {
  const page = pagesUnderTheApplication.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No page at /{appUuid}/${path}`)
  return page.liveIn
}

describe('where a visit to an application page goes', () => {
  it.each([
    // After funding, the live forms of the journey go to complete.
    ['identity', 'COMPLETE', 'complete'],
    ['details', 'COMPLETE', 'complete'],
    ['disbursement', 'COMPLETE', 'complete'],
    ['usdc-disbursement', 'FUNDABLE', 'complete'],
    ['credit-frozen', 'COMPLETE', 'complete'],
    ['disclosures', 'MANUAL_FUNDING_RELEASE', 'complete'],
    ['collateral', 'CRYPTO_FUNDING_VERIFY', 'complete'],
    ['renew', 'BORROWER_MICRO_DEPOSIT_CONFIRM', 'complete'],
    ['next-steps', 'COMPLETE', 'complete'],
    // Each page in its own states stays.
    ['details', 'BORROWER_DETAILS', null],
    ['renew', 'OFFER_SELECT', null],
    ['identity', 'KYC_VERIFY', null],
    ['disbursement', 'FINAL_STEPS', null],
    ['usdc-disbursement', 'SIGN_DOCS', null],
    ['disclosures', 'SIGN_DOCS', null],
    ['next-steps', 'PENDING_LOAN_PAYOFF_COLLATERAL_TRANSFER', null],
    ['collateral', 'WAITING_FOR_COLLATERAL', null],
    ['complete', 'WAITING_FOR_COLLATERAL', null],
    ['complete', 'COMPLETE', null],
    ['credit-frozen', 'SOFT_CREDIT_FROZEN', null],
    ['credit-locked', 'SOFT_CREDIT_LOCKED', null],
    ['credit-no-match', 'SOFT_CREDIT_NO_MATCH', null],
    ['decline', 'DECLINED', null],
    // Earlier or other steps go where the state belongs.
    ['identity', 'BORROWER_DETAILS', 'details'],
    ['collateral', 'FINAL_STEPS', 'next-steps'],
    ['details', 'FINAL_STEPS', 'next-steps'],
    ['complete', 'KYC_VERIFY', 'next-steps'],
    ['details', 'SOFT_CREDIT_FROZEN', 'credit-frozen'],
    ['credit-frozen', 'SOFT_CREDIT_LOCKED', 'credit-locked'],
    ['next-steps', 'DECLINED', 'decline'],
    ['renew', 'FINAL_STEPS', 'next-steps'],
    // Cancelled, expired and states the app does not know go to the dashboard.
    ['identity', 'CANCELLED', 'dashboard'],
    ['disbursement', 'EXPIRED', 'dashboard'],
    ['details', 'SOMETHING_NEW', 'dashboard'],
    // A state about to move on by itself is left to the page's own polling.
    ['details', 'SOFT_CREDIT', null],
    ['identity', 'GEN_APP_DISCLOSURES', null],
    ['identity', 'ATTACH_PROFILE', null],
    // Pages that stay open after funding, and the routing page itself, are not guarded.
    ['documents', 'COMPLETE', null],
    ['collateral-release', 'COMPLETE', null],
    ['documents', 'CANCELLED', null],
    ['', 'CANCELLED', null],
  ] as const)('/%s in %s: %s', (page, state, destination) => {
    expect(redirectFromPage(liveInOf(page), state)).toBe(destination)
  })

  it.each([
    'disbursement/choose-account',
    'disbursement/link-account',
    'disbursement/manually-link',
  ])('/%s is live where /disbursement is', (path) => {
    expect(liveInOf(path)).toEqual(liveInOf('disbursement'))
  })

  it('every page under /{appUuid} says where it is live', () => {
    expect(pagesUnderTheApplication.length).toBeGreaterThan(10)
    for (const { path, liveIn } of pagesUnderTheApplication) {
      expect(liveIn === 'every state' || (Array.isArray(liveIn) && liveIn.length > 0), path).toBe(
        true,
      )
    }
  })
})
