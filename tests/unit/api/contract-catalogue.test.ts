import { allEndpoints } from '@contract/catalogue'
import { describe, expect, it } from 'vitest'

describe('the API contract', () => {
  it('names every endpoint once', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every method and path of a service to one endpoint only', () => {
    const keys = allEndpoints.map((e) => `${e.service} ${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it.each([
    ['createApplication', 'POST', '/insecure/api/v1/applications/create'],
    ['requestOffers', 'POST', '/insecure/api/v2/applications/:uuid/offers'],
    ['selectOffer', 'POST', '/insecure/api/v1/applications/:uuid/select-offer'],
    ['getApplicationState', 'GET', '/secure/api/v1/applications/:uuid/krang/state'],
    ['getFinalStepsDashboard', 'GET', '/secure/api/v1/applications/:uuid/final-steps-dashboard'],
    ['releaseCollateral', 'POST', '/secure/api/v1/applications/:uuid/collateral/release'],
    ['createRefinanceApplication', 'POST', '/secure/api/v1/applications/create-celsius'],
    ['brokerLogin', 'POST', '/identity-broker/:audience/api/v3/login'],
  ])('%s is %s %s', (id, method, path) => {
    expect(allEndpoints.find((e) => e.id === id)).toMatchObject({ method, path })
  })

  it('sends the token only on /secure/ paths of the lending and application services', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.path.includes('/insecure/')) expect(endpoint.secure, endpoint.id).toBe(false)
      if (endpoint.path.includes('/secure/')) expect(endpoint.secure, endpoint.id).toBe(true)
    }
  })
})
