import { describe, expect, it } from 'vitest'
import { ApiError, failureAdvice } from '@/api/api-error'

const failed = (status: number) => new ApiError('failed', status, '', null, '/any')

describe('failureAdvice: what to do after a failed call, by what failed', () => {
  it.each([
    ['no answer (the connection)', failed(0), 'Check your connection and try again.'],
    [
      'a server error',
      failed(503),
      'Our servers are having trouble right now. Please try again in a moment.',
    ],
    [
      'another server error',
      failed(500),
      'Our servers are having trouble right now. Please try again in a moment.',
    ],
    ['a refusal', failed(409), 'Please try again.'],
    ['not found', failed(404), 'Please try again.'],
    ['an answer the app could not read', new Error('Invalid response'), 'Please try again.'],
    ['nothing known', undefined, 'Please try again.'],
  ])('%s', (_label, error, advice) => {
    expect(failureAdvice(error)).toBe(advice)
  })

  it('speaks of the first of several loads that failed, skipping those that did not', () => {
    expect(failureAdvice([null, failed(0), failed(503)])).toBe(
      'Check your connection and try again.',
    )
    expect(failureAdvice([undefined, failed(502)])).toBe(
      'Our servers are having trouble right now. Please try again in a moment.',
    )
  })

  it('names the way to try again where the screen has one', () => {
    expect(failureAdvice(failed(0), 'select I agree to try again')).toBe(
      'Check your connection and select I agree to try again.',
    )
    expect(failureAdvice(failed(503), 'select I agree to try again')).toBe(
      'Our servers are having trouble right now. Please select I agree to try again in a moment.',
    )
  })
})
