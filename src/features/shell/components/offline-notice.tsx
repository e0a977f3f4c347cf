import { Banner } from '@/ui/banner'

/**
 * Shown above every page while the connection is lost; calls resume by themselves after. The
 * demo's lender runs in the browser (development and demo builds): there it keeps working.
 */
export function OfflineNotice() {
  return (
    <div className="shell-offline">
      <Banner variant="warn" title="You're offline">
        {__SIMULATION__
          ? 'This demo keeps working: its lender runs in your browser.'
          : "We'll carry on as soon as your connection is back. Nothing you entered is lost."}
      </Banner>
    </div>
  )
}
