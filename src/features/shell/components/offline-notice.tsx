import { Banner } from '@/ui/banner'

/** Shown above every page while the connection is lost; calls resume by themselves after. */
export function OfflineNotice() {
  return (
    <div className="shell-offline">
      <Banner variant="warn" title="You're offline">
        We'll carry on as soon as your connection is back. Nothing you entered is lost.
      </Banner>
    </div>
  )
}
