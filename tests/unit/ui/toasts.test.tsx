// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DepositAddress } from '@/ui/deposit-address'
import {
  CONFIRMATION_TOAST_MS,
  MAX_VISIBLE_TOASTS,
  type ToastInput,
  ToastProvider,
  useToasts,
} from '@/ui/toasts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A page with one button per toast it can show. */
function Shows({ toasts }: { toasts: readonly ToastInput[] }) {
  const { show } = useToasts()
  return (
    <>
      {toasts.map((toast, index) => (
        <button key={toast.title} type="button" onClick={() => show(toast)}>
          Show {index + 1}
        </button>
      ))}
    </>
  )
}

function renderShows(toasts: readonly ToastInput[]) {
  render(
    <ToastProvider>
      <Shows toasts={toasts} />
    </ToastProvider>,
  )
  const region = screen.getByRole('region', { name: 'Notifications' })
  const press = (n: number) => fireEvent.click(screen.getByRole('button', { name: `Show ${n}` }))
  const titles = () =>
    within(region)
      .queryAllByRole('listitem')
      .map((item) => item.querySelector('.ui-toast__title')?.textContent)
  return { region, press, titles }
}

const failure = (n: number): ToastInput => ({ tone: 'error', title: `Failure ${n}` })

describe('the toast region (refinance-release-shell §9)', () => {
  it('allows five visible toasts', () => {
    expect(MAX_VISIBLE_TOASTS).toBe(5)
  })

  it.each([
    { shown: 1, visible: ['Failure 1'] },
    { shown: 5, visible: ['Failure 1', 'Failure 2', 'Failure 3', 'Failure 4', 'Failure 5'] },
    { shown: 6, visible: ['Failure 2', 'Failure 3', 'Failure 4', 'Failure 5', 'Failure 6'] },
    { shown: 8, visible: ['Failure 4', 'Failure 5', 'Failure 6', 'Failure 7', 'Failure 8'] },
  ])('after $shown toasts, the newest five at most are visible', ({ shown, visible }) => {
    const all = Array.from({ length: shown }, (_, index) => failure(index + 1))
    const { press, titles } = renderShows(all)
    for (let n = 1; n <= shown; n++) press(n)
    expect(titles()).toEqual(visible)
  })

  it('a dismissed toast leaves, and the next older one comes back into view', () => {
    const all = Array.from({ length: 6 }, (_, index) => failure(index + 1))
    const { region, press, titles } = renderShows(all)
    for (let n = 1; n <= 6; n++) press(n)
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss: Failure 4' }))
    expect(titles()).toEqual(['Failure 1', 'Failure 2', 'Failure 3', 'Failure 5', 'Failure 6'])
  })

  it('is a live region from the start, a failure is an alert and a confirmation a status', () => {
    const { region, press } = renderShows([
      { tone: 'error', title: 'Your signature was not saved', body: 'Please try again.' },
      { tone: 'success', title: 'Address copied' },
    ])
    const list = within(region).getByRole('list')
    expect(list.getAttribute('aria-live')).toBe('polite')
    press(1)
    press(2)
    expect(within(region).getByRole('alert').textContent).toBe(
      'Your signature was not saved' + 'Please try again.',
    )
    expect(within(region).getByRole('status').textContent).toBe('Address copied')
  })

  it('the same words again are one toast, added again so they are read again', () => {
    const { region, press, titles } = renderShows([failure(1), failure(2)])
    press(1)
    press(2)
    const first = within(region).getAllByRole('listitem')[0]
    press(1)
    expect(titles()).toEqual(['Failure 2', 'Failure 1'])
    expect(within(region).getAllByRole('listitem')).not.toContain(first)
  })

  it('a confirmation leaves after six seconds; a failure stays until dismissed', () => {
    vi.useFakeTimers()
    const { press, titles } = renderShows([
      { tone: 'success', title: 'Address copied' },
      failure(2),
    ])
    press(1)
    press(2)
    act(() => vi.advanceTimersByTime(CONFIRMATION_TOAST_MS - 1))
    expect(titles()).toEqual(['Address copied', 'Failure 2'])
    act(() => vi.advanceTimersByTime(1))
    expect(titles()).toEqual(['Failure 2'])
    act(() => vi.advanceTimersByTime(10 * CONFIRMATION_TOAST_MS))
    expect(titles()).toEqual(['Failure 2'])
  })

  it('a confirmation stays while the pointer or focus is on the region', () => {
    vi.useFakeTimers()
    const { region, press, titles } = renderShows([{ tone: 'success', title: 'Address copied' }])
    press(1)
    fireEvent.pointerEnter(region)
    act(() => vi.advanceTimersByTime(2 * CONFIRMATION_TOAST_MS))
    expect(titles()).toEqual(['Address copied'])
    fireEvent.pointerLeave(region)
    act(() => vi.advanceTimersByTime(CONFIRMATION_TOAST_MS))
    expect(titles()).toEqual([])

    press(1)
    fireEvent.focus(within(region).getByRole('button', { name: 'Dismiss: Address copied' }))
    act(() => vi.advanceTimersByTime(2 * CONFIRMATION_TOAST_MS))
    expect(titles()).toEqual(['Address copied'])
  })
})

describe('copying a deposit address', () => {
  const renderAddress = () =>
    render(
      <ToastProvider>
        <DepositAddress address="bc1qexample" uri="bitcoin:bc1qexample" />
      </ToastProvider>,
    )

  it('copies the address and says so', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    renderAddress()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Address copied')
    expect(writeText).toHaveBeenCalledWith('bc1qexample')
  })

  it('says how to copy by hand where the browser refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('NotAllowedError')
    })
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    renderAddress()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Select the address and copy it by hand.',
    )
  })
})
