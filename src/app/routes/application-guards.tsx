import type { ReactNode } from 'react'
import { LivePageGuard } from './live-page-guard'
import { RefinanceGuard } from './refinance-guard'

/**
 * What a signed-in visit to an application's page is checked against: a refinance application
 * kept off the pages it may not open, and a page the application has moved past. Loaded with
 * the first application page a signed-in borrower opens, not with the app.
 */
export function ApplicationGuards({ appUuid, children }: { appUuid: string; children: ReactNode }) {
  return (
    <RefinanceGuard appUuid={appUuid}>
      <LivePageGuard appUuid={appUuid}>{children}</LivePageGuard>
    </RefinanceGuard>
  )
}
