import type { ReactNode } from 'react'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'

/** A failed call, said plainly, with the way to ask again. */
export function RetryBanner({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Banner
      variant="error"
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Banner>
  )
}
