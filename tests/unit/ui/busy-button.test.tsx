import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from '@/ui/button'
import { WaitingForNetworkProvider } from '@/ui/waiting-for-network'

afterEach(cleanup)

/** A busy button says what it waits for: its own call, or, offline in production, the network. */
describe('a busy button', () => {
  it.each([
    { loading: false, waitingForNetwork: false, reads: 'Continue' },
    { loading: false, waitingForNetwork: true, reads: 'Continue' },
    { loading: true, waitingForNetwork: false, reads: 'Saving…' },
    { loading: true, waitingForNetwork: true, reads: 'Waiting for the network…' },
  ])(
    'loading $loading, calls waiting for the network $waitingForNetwork: reads "$reads"',
    ({ loading, waitingForNetwork, reads }) => {
      render(
        <WaitingForNetworkProvider value={waitingForNetwork}>
          <Button loading={loading} loadingText="Saving…">
            Continue
          </Button>
        </WaitingForNetworkProvider>,
      )
      const button = screen.getByRole('button')
      expect(button.textContent).toBe(reads)
      expect(button.getAttribute('aria-busy')).toBe(loading ? 'true' : null)
    },
  )

  it('with no words of its own for being busy, still says it waits for the network', () => {
    render(
      <WaitingForNetworkProvider value={true}>
        <Button loading>Continue</Button>
      </WaitingForNetworkProvider>,
    )
    expect(screen.getByRole('button').textContent).toBe('Waiting for the network…')
  })
})
