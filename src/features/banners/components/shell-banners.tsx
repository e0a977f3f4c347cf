import { SHELL_BANNER_LIMIT } from '@contract/banners'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { chooseBanners } from '@/domain/banners'
import { TELEMETRY_EVENTS, useTelemetry } from '@/session/telemetry'
import { Banner } from '@/ui/banner'
import { Button } from '@/ui/button'
import { dismissBanner, readDismissals } from '../dismissals'
import './banners.css'
import { bannersQueryOptions } from '@/api/queries/reference'

/**
 * The page shell's banner (refinance-release-shell.md §2, §9): at most one, newest first, from
 * the hosted file. Its message is text, never markup. A dismissable banner stays dismissed on
 * this browser until it is updated. A file that fails to load or is malformed shows nothing.
 */
/** The page's main content, which the shell makes focusable (its skip link's target). */
const PAGE_CONTENT_ID = 'main'

export function ShellBanners({ limit = SHELL_BANNER_LIMIT }: { limit?: number }) {
  const telemetry = useTelemetry()
  const banners = useQuery(bannersQueryOptions())
  const [dismissals, setDismissals] = useState(readDismissals)
  const shown = chooseBanners(banners.data ?? [], dismissals, { limit })
  if (shown.length === 0) return null
  return (
    <section className="shell-banners" aria-label="Announcements">
      {shown.map((banner) => (
        <Banner
          key={banner.uuid}
          variant={banner.variant}
          className="shell-banners__banner"
          actions={
            banner.dismissable ? (
              <Button
                variant="link"
                onClick={() => {
                  setDismissals(dismissBanner(banner, banners.data ?? []))
                  // The button goes with its banner: keep keyboard focus on the page, not lost.
                  document.getElementById(PAGE_CONTENT_ID)?.focus()
                  void telemetry.track({
                    event: TELEMETRY_EVENTS.bannerDismissed,
                    eventProperties: { bannerUuid: banner.uuid },
                  })
                }}
              >
                Dismiss
              </Button>
            ) : undefined
          }
        >
          {banner.message}
        </Banner>
      ))}
    </section>
  )
}
