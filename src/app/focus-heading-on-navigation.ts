import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { trackKeyboardUse } from './keyboard-user'

/** Frames to wait for the new page's heading before settling on the main region. */
const FRAMES_FOR_A_HEADING = 20
/** How long a page may take to replace its loader's heading with its own. */
const FOLLOW_MS = 5_000

const pageHeading = () => document.querySelector<HTMLElement>('main [data-page-heading]')

/**
 * After a navigation, focus the new page's heading so screen readers announce it. A page that
 * loads first shows a loader with its own heading, then replaces it: focus would fall to the
 * document with it, so for a few seconds the heading that replaces it takes focus in turn
 * (unless the person has moved focus somewhere themselves).
 */
export function useFocusHeadingOnNavigation() {
  const router = useRouter()
  useEffect(trackKeyboardUse, [])
  useEffect(() => {
    let stopFollowing = () => {}
    const follow = (main: HTMLElement) => {
      const observer = new MutationObserver(() => {
        const heading = pageHeading()
        if (heading && document.activeElement === document.body) heading.focus()
      })
      observer.observe(main, { childList: true, subtree: true })
      const timer = setTimeout(() => observer.disconnect(), FOLLOW_MS)
      stopFollowing = () => {
        clearTimeout(timer)
        observer.disconnect()
      }
    }
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.pathChanged) return
      stopFollowing()
      let frames = 0
      const focus = () => {
        const heading = pageHeading()
        const main = document.getElementById('main')
        if (heading) {
          heading.focus({ preventScroll: false })
          if (main) follow(main)
        } else if (frames++ < FRAMES_FOR_A_HEADING) {
          requestAnimationFrame(focus)
        } else {
          main?.focus()
        }
      }
      requestAnimationFrame(focus)
    })
    return () => {
      unsubscribe()
      stopFollowing()
    }
  }, [router])
}
