// @vitest-environment happy-dom

import type { EndpointDefinition } from '@contract/endpoint'
import { organisationFixtures } from '@fixtures/organisations'
import { signedInDana } from '@scenarios/story-parts'
import type { Simulation } from '@sim/create-simulation'
import { screen, within } from '@testing-library/react'
import { createScenario } from '@tests/support/factories'
import { memoryToken } from '@tests/support/memory-token'
import {
  advance,
  doubleClickInOneTask,
  installAppHarness,
  type RenderedApp,
  renderApp,
  settle,
  testServices,
  waitUntil,
} from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClient } from '@/api/http-client'
import { formatPhone } from '@/domain/format'
import { descriptionOf } from '../form-fields'
import { worldOf } from '../scenario-world'
import {
  acceptConsents,
  agreeButton,
  answerTheRest,
  field,
  openDetails,
  pasteOver,
  renderDetails,
  scenarioAtDetails,
  TITLE,
} from './details-page'

installAppHarness()

/** core-journey §4, §9: after the details, the state is read every 2 s, at most 10 times. */
const POLL_INTERVAL_MS = 2_000
const POLL_TRIES = 10
const SSN = '123-45-6789'

/** A US borrower's answers, the address typed by hand. */
async function fillUsForm(user: RenderedApp['user']) {
  await pasteOver(user, field('Date of birth'), '04/12/1986')
  await pasteOver(user, field('Social Security number'), SSN)
  await user.selectOptions(field('Source of income'), 'Employment')
  await pasteOver(user, field('Street address'), '1450 Market St')
  await pasteOver(user, field('City'), 'San Francisco')
  await user.selectOptions(field('State'), 'California')
  await pasteOver(user, field('ZIP code'), '94103')
  await pasteOver(user, field('Phone number'), '(415) 555-0134')
  await acceptConsents(user)
}

/** The changes the app sent, in order, as 'METHOD /path-end'. */
/** What the details step changed at the services (telemetry, which records pages, aside). */
function writes(app: RenderedApp): string[] {
  return app.requests.all
    .filter(({ method, url }) => method !== 'GET' && !url.href.startsWith(testServices.telemetry))
    .map(({ method, url }) => `${method} ${url.pathname.split('/').slice(-1)[0]}`)
}

describe('a US borrower', () => {
  it('fills the form, agrees, and reaches the next step', async () => {
    const { app, appUuid, simulation } = await openDetails()
    expect(field('First name').value).toBe('Dana')
    expect(screen.queryByLabelText('Country of citizenship')).toBeNull()
    await fillUsForm(app.user)
    await app.user.click(agreeButton())

    // The details move the application to the soft credit pull, which takes the lender 1.5 s.
    await waitUntil(() => expect(app.location()).not.toBe(`/${appUuid}/details`))
    simulation.clock.advance(1_500)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(writes(app)).toEqual(['PUT profile', 'POST consents', 'PUT alias', 'POST details'])
  })

  it('a double click on I agree sends the details once', async () => {
    const { app, appUuid, simulation } = await openDetails()
    await fillUsForm(app.user)
    doubleClickInOneTask(agreeButton())
    await waitUntil(() => expect(app.location()).not.toBe(`/${appUuid}/details`))
    simulation.clock.advance(1_500)
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(writes(app)).toEqual(['PUT profile', 'POST consents', 'PUT alias', 'POST details'])
  })

  it('sent already from another tab: the refusal of this one goes where the application now stands', async () => {
    const { app, appUuid, simulation } = await openDetails()
    await fillUsForm(app.user)
    // Meanwhile the other tab sent the details, and the soft credit pull is done: the
    // application stands at the final steps.
    const { engine } = simulation
    await engine.updateApplication(engine.findApplication(appUuid), (draft) => {
      draft.state = 'FINAL_STEPS'
    })
    await app.user.click(agreeButton())
    await waitUntil(() => expect(app.location()).toBe(`/${appUuid}/next-steps`))
    expect(screen.queryByText(/We couldn't send your details/)).toBeNull()
  })

  it('picks the address from the suggestions, listing only complete ones', async () => {
    const { app } = await openDetails()
    await app.user.type(field('Street address'), '1450 Market')
    const list = await waitUntil(() => screen.getByRole('listbox', { name: 'Address suggestions' }))
    const options = within(list).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      '1450 Market St, Apt 4B, San Francisco, CA 94103',
      'My address is not listed',
    ])
    await app.user.click(options[0] as HTMLElement)
    expect(field('Street address').value).toBe('1450 Market St')
    expect(field(/Apartment/).value).toBe('Apt 4B')
    expect(field('City').value).toBe('San Francisco')
    expect(field('State').value).toBe('CA')
    expect(field('ZIP code').value).toBe('94103')
  })

  it('"My address is not listed" switches to manual entry', async () => {
    const { app } = await openDetails()
    await app.user.type(field('Street address'), '1450 Market')
    const notListed = await waitUntil(() =>
      screen.getByRole('option', { name: 'My address is not listed' }),
    )
    await app.user.click(notListed)
    await app.user.type(field('Street address'), ' Suite 9')
    await settle()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(field('Street address').getAttribute('role')).toBeNull()
  })

  it('keeps the suggestions, "My address is not listed" among them, while the next lookup is on its way', async () => {
    // Each lookup answers a second late: the list the borrower is pointing at stays meanwhile.
    const { app } = await openDetails(
      createScenario({
        ...scenarioAtDetails(signedInDana),
        faults: [{ endpoint: 'lookupAddress', latencyMs: 1_000 }],
      }),
    )
    await app.user.type(field('Street address'), '1450')
    const notListed = await waitUntil(() =>
      screen.getByRole('option', { name: 'My address is not listed' }),
    )
    const lookupsSent = () =>
      app.requests.all.filter(({ url }) => url.searchParams.has('partialAddress')).length
    const lookups = lookupsSent()
    await app.user.type(field('Street address'), ' Market')
    await waitUntil(() => expect(lookupsSent()).toBeGreaterThan(lookups))
    expect(notListed.isConnected).toBe(true)
    expect(screen.getByRole('listbox')).toBeTruthy()
    await app.user.click(notListed)
    expect(field('Street address').getAttribute('role')).toBeNull()
  })

  it('a lookup that cannot reach the service switches to manual entry', async () => {
    const { app } = await openDetails(
      createScenario({
        ...scenarioAtDetails(signedInDana),
        faults: [{ endpoint: 'lookupAddress', networkError: true }],
      }),
    )
    await app.user.type(field('Street address'), '1450 Market')
    await waitUntil(() =>
      screen.getByText(
        "Address suggestions aren't available right now. Please enter your address below.",
      ),
    )
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})

describe('an international borrower', () => {
  it('is asked for citizenship and an ID, not an SSN', async () => {
    const { app } = await openDetails('international-at-details')
    expect(screen.queryByLabelText('Social Security number')).toBeNull()
    const country = field('Country of citizenship')
    const names = [...country.querySelectorAll('option')].map((option) => option.textContent)
    expect(names).not.toContain('United States')
    expect(names.slice(1)).toEqual(
      [...names.slice(1)].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')),
    )
    await app.user.selectOptions(field('ID type'), 'GIIN')
    await pasteOver(app.user, field('GIIN'), 'AB1')
    await waitUntil(() =>
      expect(descriptionOf(field('GIIN'))).toContain('Please enter a valid GIIN'),
    )
  })
})

describe('an international borrower, on submit', () => {
  it('Required under the empty fields, the Phone number among them, focus on the first invalid field', async () => {
    const { app } = await openDetails('international-at-details')
    expect(screen.getByRole('combobox', { name: 'ID type' })).toBeTruthy()
    await app.user.click(agreeButton())
    await waitUntil(() => expect(document.activeElement).toBe(field('Date of birth')))
    for (const label of ['Phone number', 'Country of citizenship', 'ID type']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true')
    }
    expect(descriptionOf(field('Phone number'))).toContain('Required')
    expect(app.requests.count('/details')).toBe(0)
  })
})

describe('field messages (core-journey §5), under the field they are about', () => {
  it.each([
    ['First name', '', 'Required'],
    ['First name', 'D4na', 'Some of the characters entered are not supported'],
    ['First name', 'D', 'First name must be at least two characters'],
    ['Last name', 'W', 'Last name must be at least two characters'],
    ['Last name', 'Whit$', 'Some of the characters entered are not supported'],
    ['Date of birth', '1986-04-12', 'DOB must be mm/dd/yyyy'],
    ['Date of birth', '12/31/1899', 'Must be at least 1900'],
    ['Date of birth', '01/01/2020', 'Must be 18 years or older'],
    ['Social Security number', '12345', 'Must be vaid SSN'],
    ['Street address', '', 'Required'],
    ['City', '', 'Required'],
    ['ZIP code', '', 'Required'],
    ['Phone number', '', 'Required'],
    ['Phone number', '(115) 555-0134', 'Do not enter "1" as first digit of area code'],
    ['Phone number', '415 555 013', 'Must be a valid phone number'],
  ])('%s "%s" -> %s', async (label, typed, message) => {
    const { app } = await openDetails()
    await pasteOver(app.user, field(label), typed)
    await waitUntil(() => expect(descriptionOf(field(label))).toContain(message))
    expect(field(label).getAttribute('aria-invalid')).toBe('true')
  })

  it.each([
    ['Texas', 'Sorry! We do not yet lend to residents of Texas'],
    ['New York', 'State must match California'],
  ])('state %s -> %s', async (state, message) => {
    const { app } = await openDetails()
    await app.user.selectOptions(field('State'), state)
    await app.user.tab()
    await waitUntil(() => expect(descriptionOf(field('State'))).toContain(message))
  })

  it('on submit: Required under the empty choices and consents, focus on the first invalid field', async () => {
    const { app } = await openDetails()
    await app.user.click(agreeButton())
    await waitUntil(() => expect(document.activeElement).toBe(field('Date of birth')))
    for (const label of ['Source of income', 'State']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true')
    }
    expect(descriptionOf(field('State'))).toBe('State is required')
    expect(descriptionOf(field('Source of income'))).toBe('Required')
    expect(descriptionOf(field(/electronically/))).toBe('Required')
    expect(descriptionOf(field(/I agree to the/))).toBe('Required')
    expect(field(/news and offers/).getAttribute('aria-invalid')).toBeNull()
    expect(app.requests.count('/profile')).toBe(1) // the GET that loaded the page; nothing sent
  })
})

describe('the SSN', () => {
  it('shows only its last four digits once left, and is never stored or put in the address', async () => {
    const { app } = await openDetails()
    // Typed key by key, it is formatted as typed.
    await app.user.click(field('Social Security number'))
    await app.user.type(field('Social Security number'), '123456789')
    expect(field('Social Security number').value).toBe('123-45-6789')
    await app.user.tab()
    expect(field('Social Security number').value).toBe('***-**-6789')
    await fillUsForm(app.user)
    await app.user.click(agreeButton())
    await waitUntil(() => expect(app.requests.count('/details')).toBe(1))
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    )
    for (const entry of stored) {
      expect(entry).not.toContain('123-45-6789')
      expect(entry).not.toContain('123456789')
    }
    expect(app.location()).not.toContain('6789')
    for (const { url } of app.requests.all) expect(url.href).not.toContain('6789')
  })
})

describe('refusals', () => {
  const supportPhone = formatPhone(
    organisationFixtures.find((org) => org.orgCode === 'MERIDIAN')?.supportPhone ?? '',
  )

  it('an address other than the home address on file shows the multiple-addresses message and disables I agree', async () => {
    const { app } = await openDetails(createScenario(scenarioAtDetails()))
    expect(field('City').value).toBe('San Francisco')
    expect(agreeButton().disabled).toBe(false)
    await pasteOver(app.user, field('City'), 'Oakland')
    await waitUntil(() =>
      screen.getByText(
        `You've entered multiple addresses. Please contact customer support at ${supportPhone}.`,
      ),
    )
    expect(agreeButton().disabled).toBe(true)
    await pasteOver(app.user, field('City'), 'SAN FRANCISCO')
    expect(agreeButton().disabled).toBe(false)
  })

  it('a loan amount the state does not allow shows the support message and disables I agree, keeping what was typed', async () => {
    const { app, appUuid } = await openDetails('loan-amount-not-valid')
    await fillUsForm(app.user)
    await app.user.click(agreeButton())
    await waitUntil(() =>
      screen.getByText(
        `The loan amount you selected is not valid in your state of residence. Please contact customer support at ${supportPhone} to re-start your application with an eligible offer`,
      ),
    )
    expect(agreeButton().disabled).toBe(true)
    expect(app.location()).toBe(`/${appUuid}/details`)
    expect(field('City').value).toBe('San Francisco')
  })

  it('any other failure keeps what was typed and says to try again', async () => {
    const { app } = await openDetails(
      createScenario({
        ...scenarioAtDetails(),
        faults: [{ endpoint: 'setPhoneAlias', status: 503, times: 1 }],
      }),
    )
    await answerTheRest(app.user)
    await app.user.click(agreeButton())
    await waitUntil(() => screen.getByText("We couldn't send your details"))
    expect(agreeButton().disabled).toBe(false)
    expect(field('Date of birth').value).toBe('04/12/1986')
    expect(field('Source of income').value).toBe('INVESTMENTS')
  })
})

describe('loading', () => {
  it('a failed load says so and loads again on Try again', async () => {
    const { app } = await renderDetails(
      createScenario({
        ...scenarioAtDetails(),
        faults: [{ endpoint: 'getProfile', status: 500, times: 1 }],
      }),
    )
    await waitUntil(() => screen.getByRole('heading', { name: "We couldn't load your details" }))
    await app.user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitUntil(() => screen.getByRole('heading', { level: 1, name: TITLE }))
    await waitUntil(() => agreeButton())
  })
})

/** The app's own client, except that the application never leaves BORROWER_DETAILS. */
function stuckAtDetails(simulation: Simulation): { http: HttpClient; stateReads: () => number } {
  const real = createHttpClient({
    services: testServices,
    token: memoryToken(simulation.engine.currentToken()),
  })
  let reads = 0
  const call = ((endpoint: EndpointDefinition, input?: object) => {
    if (endpoint.id === 'getApplicationState') {
      reads += 1
      return Promise.resolve({ state: 'BORROWER_DETAILS', stage: 'APPLYING' })
    }
    return real.call(endpoint as never, input as never)
  }) as HttpClient['call']
  return { http: { ...real, call }, stateReads: () => reads }
}

describe('after I agree (core-journey §4)', () => {
  it('reads the state every 2 s, 10 times, while it stays BORROWER_DETAILS, then opens the dashboard', async () => {
    const { simulation, appUuid } = await worldOf('at-borrower-details')
    const stuck = stuckAtDetails(simulation)
    const app = await renderApp(`/${appUuid}/details`, {
      simulation,
      http: stuck.http,
      fakeTimers: true,
    })
    await waitUntil(() => agreeButton())
    await fillUsForm(app.user)
    // Reads after I agree, not the one as the page opened (the application pages' guard).
    const openingReads = stuck.stateReads()
    const reads = () => stuck.stateReads() - openingReads
    await app.user.click(agreeButton())
    await waitUntil(() => expect(reads()).toBe(1))

    for (let read = 2; read <= POLL_TRIES; read += 1) {
      expect(app.location()).toBe(`/${appUuid}/details`)
      await advance(POLL_INTERVAL_MS - 1)
      expect(reads()).toBe(read - 1)
      await advance(1)
      expect(reads()).toBe(read)
    }
    // The tenth answer still says BORROWER_DETAILS: the dashboard, with no further polling.
    await waitUntil(() => expect(app.location()).toBe('/dashboard'))
    const atDashboard = reads()
    await advance(POLL_INTERVAL_MS * 3)
    expect(reads()).toBe(atDashboard)
  })
})
