import type { ReactNode } from 'react'
import { Card } from '@/ui/card'
import { Page } from '@/ui/layout'
import './disbursement.css'

/** The narrow card every disbursement screen sits in. */
export function DisbursementFrame({ children }: { children: ReactNode }) {
  return (
    <Page narrow>
      <Card>{children}</Card>
    </Page>
  )
}
