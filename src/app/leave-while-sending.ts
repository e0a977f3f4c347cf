import { useIsMutating } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { readStored, removeStored, writeStored } from '@/lib/storage'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The call ends by sending the page elsewhere itself (a sign-in to the identity broker):
       * its own page load must not be asked about.
       */
      leavesThePage?: boolean
    }
  }
}

/**
 * A reload or a close while a submit is on its way would lose what it carries: the browser asks
 * first (its own leave-page question). Left all the same, the tab keeps the page's path (never
 * what was typed), so the page, loaded again, can say that something may not have been sent.
 */
export function useAskBeforeLeavingWhileSending(pathname: string): void {
  const sending =
    useIsMutating({ predicate: (mutation) => mutation.options.meta?.leavesThePage !== true }) > 0
  useEffect(() => {
    if (!sending) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when a value is set.
      event.returnValue = ''
    }
    const left = () => writeStored('unsentSubmit', { path: pathname })
    window.addEventListener('beforeunload', ask)
    window.addEventListener('pagehide', left)
    return () => {
      window.removeEventListener('beforeunload', ask)
      window.removeEventListener('pagehide', left)
    }
  }, [sending, pathname])
}

/**
 * True on the page a submit was left on its way from, until the borrower moves on: read once
 * as the app starts, and forgotten then.
 */
export function useLeftWhileSending(pathname: string): boolean {
  const [leftAt] = useState(() => {
    const left = readStored('unsentSubmit')
    removeStored('unsentSubmit')
    return left?.path ?? null
  })
  return leftAt === pathname
}
