import { allEndpoints } from '@contract/catalogue'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { refusalsOf, summaryOf } from '@sim/openapi/openapi-document'
import { openApiJson } from '@sim/openapi/serve-openapi'
import { describe, expect, it } from 'vitest'

/**
 * The OpenAPI document passes Redocly's recommended rules with no error: every call has a
 * summary, security (public ones an empty list), and the 4xx refusals the services make.
 * Its one warning is info-license: the contract is not published under a licence.
 */

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error', async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({
      source: openApiJson(),
      absoluteRef: 'openapi.json',
      config,
    })
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)
    expect(errors).toEqual([])
    expect(problems.map((problem) => problem.ruleId)).toEqual(['info-license'])
  })

  it.each([
    ['getApplicationState', 'Get application state'],
    ['refinance.listUnsignedDocuments', 'List unsigned documents (refinance)'],
  ])('summarises %s as "%s"', (id, summary) => {
    const endpoint = allEndpoints.find((candidate) => candidate.id === id)
    expect(endpoint && summaryOf(endpoint)).toBe(summary)
  })

  it.each([
    ['getValidStates', ['400']],
    ['getProfile', ['400', '401']],
    ['getCollateral', ['400', '401', '404']],
    ['requestOffers', ['400', '404', '413', '415']],
  ])('gives %s the refusals %j', (id, statuses) => {
    const endpoint = allEndpoints.find((candidate) => candidate.id === id)
    expect(endpoint && Object.keys(refusalsOf(endpoint))).toEqual(statuses)
  })
})
