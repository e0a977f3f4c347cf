import { QRCodeSVG } from 'qrcode.react'
import { DEFAULT_MOBILE_APP_URL, mobileAppLink } from '@/config/mobile-app'
import { formatUsd } from '@/domain/format'
import { buttonClass } from '@/ui/button'
import { PageHeading } from '@/ui/card'
import { CardPage } from '@/ui/layout'
import { MOBILE_APP_QR_SIZE, MOBILE_APP_STEPS } from '../mobile-app-steps'
import './get-mobile-app.css'

export interface GetMobileAppPageProps {
  /** The organisation's own install address, if it has one. */
  installUrl?: string | undefined
  appUuid?: string | undefined
  loanAmount?: number | undefined
}

/** /get-mobile-app: a QR code and a link to install the lender's app, in three steps. */
export function GetMobileAppPage({ installUrl, appUuid, loanAmount }: GetMobileAppPageProps) {
  const link = mobileAppLink(installUrl ?? DEFAULT_MOBILE_APP_URL, { appUuid, loanAmount })
  return (
    <CardPage>
      <PageHeading
        title="Continue in our mobile app"
        lead={
          loanAmount !== undefined
            ? `Your ${formatUsd(loanAmount)} loan is looked after in our mobile app.`
            : 'Your loan is looked after in our mobile app.'
        }
      />
      <div className="mobile-app">
        <div className="mobile-app__qr">
          <QRCodeSVG
            value={link}
            size={MOBILE_APP_QR_SIZE}
            marginSize={2}
            title="QR code to get the app"
          />
        </div>
        <ol className="mobile-app__steps">
          {MOBILE_APP_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="ui-actions">
        <a className={buttonClass('primary')} href={link}>
          Get the app
        </a>
      </div>
    </CardPage>
  )
}
