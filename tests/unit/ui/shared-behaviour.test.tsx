// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Slider, sliderBounds } from '@/ui/slider'
import { STATUS_MESSAGE_CLEAR_MS, StatusMessage } from '@/ui/status-message'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('slider defaults (refinance-release-shell §5)', () => {
  it.each([
    { min: undefined, max: undefined, expected: { min: 0, max: 100 } },
    { min: 10, max: undefined, expected: { min: 10, max: 110 } },
    { min: 5_000, max: undefined, expected: { min: 5_000, max: 5_100 } },
    { min: undefined, max: 40, expected: { min: 0, max: 40 } },
    { min: 5_000, max: 1_000_000, expected: { min: 5_000, max: 1_000_000 } },
    { min: -50, max: undefined, expected: { min: -50, max: 50 } },
  ])('min $min and max $max give $expected', ({ min, max, expected }) => {
    expect(sliderBounds(min, max)).toEqual(expected)
  })

  it('a slider given only its min runs to min + 100', () => {
    render(<Slider label="Share" min={20} value={50} onChange={() => {}} />)
    const input = screen.getByRole('slider', { name: 'Share' })
    expect(input.getAttribute('min')).toBe('20')
    expect(input.getAttribute('max')).toBe('120')
  })

  it('a slider given neither runs from 0 to 100', () => {
    render(<Slider label="Share" value={150} onChange={() => {}} />)
    const input = screen.getByRole('slider', { name: 'Share' }) as HTMLInputElement
    expect([input.min, input.max, input.value]).toEqual(['0', '100', '100'])
  })
})

describe('screen-reader status messages (refinance-release-shell §9)', () => {
  const region = () => screen.getByRole('status')

  it('says a message, then clears it after 300 ms', () => {
    vi.useFakeTimers()
    const { rerender } = render(<StatusMessage message="" />)
    expect(region().textContent).toBe('')
    rerender(<StatusMessage message="Address copied." />)
    expect(region().textContent).toBe('Address copied.')
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_CLEAR_MS - 1))
    expect(region().textContent).toBe('Address copied.')
    act(() => vi.advanceTimersByTime(1))
    expect(region().textContent).toBe('')
    expect(STATUS_MESSAGE_CLEAR_MS).toBe(300)
  })

  it('says the same message again when its key changes', () => {
    vi.useFakeTimers()
    const { rerender } = render(
      <StatusMessage message="2 fields need your attention." announceKey={1} />,
    )
    act(() => vi.advanceTimersByTime(STATUS_MESSAGE_CLEAR_MS))
    expect(region().textContent).toBe('')
    rerender(<StatusMessage message="2 fields need your attention." announceKey={2} />)
    expect(region().textContent).toBe('2 fields need your attention.')
  })

  it('is a polite live region that reads as one piece', () => {
    render(<StatusMessage message="Saved." />)
    expect(region().getAttribute('aria-live')).toBe('polite')
    expect(region().getAttribute('aria-atomic')).toBe('true')
  })
})

describe('the loader (refinance-release-shell §9)', () => {
  it('turns once every 1.5 s', async () => {
    const { readFile } = await import('node:fs/promises')
    const { resolve } = await import('node:path')
    const css = await readFile(resolve('src/ui/loader.css'), 'utf8')
    const ring = css.match(/\.ui-loader__ring\s*\{[^}]*\}/)?.[0] ?? ''
    expect(ring).toMatch(/animation:\s*ui-loader-spin 1\.5s linear infinite/)
  })
})
