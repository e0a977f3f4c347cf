import { applicationSchema } from '@contract/applications'
import { applicationStateSchema } from '@contract/common'
import {
  FORMER_LENDER_SLUG,
  formerLenderFields,
  formerLenderNames,
  formerLenderPaths,
  formerLenderRouteSegment,
  formerLenderStates,
} from '@contract/former-lender'
import { offerSchema } from '@contract/pricing'
import {
  calculateRefinanceCollateral,
  confirmRefinanceTopUp,
  createRefinanceApplication,
  listRefinanceApplications,
  refinanceApplicationSchema,
} from '@contract/refinance'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { REFINANCE_SEGMENT } from '@/config/former-lender'

type Names = ReturnType<typeof formerLenderNames>

/** Where each name sits in what formerLenderNames gives, and what it reads for two slugs. */
const NAMES: readonly [string, (names: Names) => string, string, string][] = [
  ['route segment', (n) => n.routeSegment, 'celsius-refi', 'acme-refi'],
  ['loan numbers field', (n) => n.fields.loanNumbers, 'celsiusLoanNumbers', 'acmeLoanNumbers'],
  [
    'top-up required field',
    (n) => n.fields.topUpRequired,
    'celsiusTopUpRequired',
    'acmeTopUpRequired',
  ],
  ['refinance flag', (n) => n.fields.refinanceFlag, 'isCelsiusRefi', 'isAcmeRefi'],
  [
    'waiting for top-up state',
    (n) => n.states.waitingForTopUp,
    'CELSIUS_WAITING_FOR_TOP_UP',
    'ACME_WAITING_FOR_TOP_UP',
  ],
  [
    'full collateral received state',
    (n) => n.states.fullCollateralReceived,
    'CELSIUS_FULL_COLLATERAL_RECEIVED',
    'ACME_FULL_COLLATERAL_RECEIVED',
  ],
  [
    'top-up requested state',
    (n) => n.states.topUpRequested,
    'CELSIUS_TOP_UP_REQUESTED',
    'ACME_TOP_UP_REQUESTED',
  ],
  ['create path segment', (n) => n.paths.create, 'create-celsius', 'create-acme'],
  [
    'applications path segment',
    (n) => n.paths.applications,
    'celsius-application',
    'acme-application',
  ],
  ['collateral path segment', (n) => n.paths.collateral, 'celsius-collateral', 'acme-collateral'],
  [
    'borrower confirmation path segment',
    (n) => n.paths.borrowerConfirmation,
    'celsius-refi-borrower-confirmation',
    'acme-refi-borrower-confirmation',
  ],
]

describe('the former lender names derive from its slug (refinance-release-shell §2, §3, §7)', () => {
  it('the configured slug is celsius (core-journey names the flag isCelsiusRefi)', () => {
    expect(FORMER_LENDER_SLUG).toBe('celsius')
  })

  it.each(NAMES)('%s: the wire name of the spec for celsius', (_, pick, celsius) => {
    expect(pick(formerLenderNames('celsius'))).toBe(celsius)
    expect(
      pick({
        slug: FORMER_LENDER_SLUG,
        routeSegment: formerLenderRouteSegment,
        fields: formerLenderFields,
        states: formerLenderStates,
        paths: formerLenderPaths,
      }),
    ).toBe(celsius)
  })

  it.each(NAMES)('%s: follows another slug', (_, pick, __, acme) => {
    expect(pick(formerLenderNames('acme'))).toBe(acme)
  })

  it('a slug with digits keeps them; only its first letter is capitalised in the flag', () => {
    const names = formerLenderNames('lender2x')
    expect(names.fields.refinanceFlag).toBe('isLender2xRefi')
    expect(names.states.topUpRequested).toBe('LENDER2X_TOP_UP_REQUESTED')
  })

  it.each(['', 'Celsius', 'acme-lending', 'acme lending', '2acme', 'acmé'])(
    'refuses the slug %j, which could not form field and state names',
    (slug) => {
      expect(() => formerLenderNames(slug)).toThrow(/lower-case letters and digits/)
    },
  )

  it('the types follow the slug', () => {
    const acme = formerLenderNames('acme')
    expectTypeOf(acme.fields.loanNumbers).toEqualTypeOf<'acmeLoanNumbers'>()
    expectTypeOf(acme.fields.refinanceFlag).toEqualTypeOf<'isAcmeRefi'>()
    expectTypeOf(acme.states.topUpRequested).toEqualTypeOf<'ACME_TOP_UP_REQUESTED'>()
    expectTypeOf(acme.paths.create).toEqualTypeOf<'create-acme'>()
    expectTypeOf(formerLenderFields.refinanceFlag).toEqualTypeOf<'isCelsiusRefi'>()
  })
})

describe('the contract and the app use the derived names', () => {
  it('the schemas carry the derived fields', () => {
    expect(applicationSchema.shape).toHaveProperty('isCelsiusRefi')
    expect(refinanceApplicationSchema.shape).toHaveProperty('celsiusLoanNumbers')
    expect(offerSchema.shape).toHaveProperty('celsiusTopUpRequired')
  })

  it('the state enumeration holds the three refinance states', () => {
    for (const state of Object.values(formerLenderStates)) {
      expect(applicationStateSchema.safeParse(state).success).toBe(true)
    }
    expect(applicationStateSchema.options).toEqual(
      expect.arrayContaining([
        'CELSIUS_WAITING_FOR_TOP_UP',
        'CELSIUS_FULL_COLLATERAL_RECEIVED',
        'CELSIUS_TOP_UP_REQUESTED',
      ]),
    )
  })

  it.each([
    [createRefinanceApplication.path, '/secure/api/v1/applications/create-celsius'],
    [listRefinanceApplications.path, '/secure/api/v1/borrower/:identityUuid/celsius-application'],
    [
      calculateRefinanceCollateral.path,
      '/secure/api/v1/applications/:appUuid/celsius-collateral/calculate',
    ],
    [
      confirmRefinanceTopUp.path,
      '/secure/api/v1/applications/:appUuid/collateral/celsius-refi-borrower-confirmation',
    ],
  ])('the call path %s is the spec path', (path, expected) => {
    expect(path).toBe(expected)
  })

  it('the app routes under the prefix the slug forms', () => {
    expect(REFINANCE_SEGMENT).toBe('celsius-refi')
  })
})
