import { QRCodeSVG } from 'qrcode.react'
import { Button } from './button'
import { useToasts } from './toasts'
import './deposit-address.css'

/**
 * A deposit address with its QR code and a copy action (core-journey §2 Collateral,
 * refinance-release-shell §2 Collateral transfer). `uri` is what the QR code carries (a
 * payment URI where the coin has one); the address is shown as text beside it.
 */
export function DepositAddress({ address, uri }: { address: string; uri: string }) {
  const toasts = useToasts()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      toasts.show({ tone: 'success', title: 'Address copied' })
    } catch {
      toasts.show({
        tone: 'error',
        title: 'The address was not copied',
        body: 'Copying does not work in this browser. Select the address and copy it by hand.',
      })
    }
  }
  return (
    <div className="collateral__address-block">
      <div className="collateral__qr">
        <QRCodeSVG value={uri} size={168} marginSize={2} title="Deposit address QR code" />
      </div>
      <div className="collateral__address-text">
        <code className="collateral__address" data-testid="deposit-address">
          {address}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy address
        </Button>
      </div>
    </div>
  )
}

export interface CoinAmountRow {
  label: string
  value: string
  /** A smaller line under the value (e.g. its dollar worth). */
  note?: string | undefined
  /** Drawn as the one to act on. */
  emphasis?: boolean
}

/** Required, received and remaining amounts of a collateral step, side by side. */
export function CoinAmounts({ rows }: { rows: readonly CoinAmountRow[] }) {
  return (
    <dl className="collateral__amounts">
      {rows.map((row) => (
        <div
          key={row.label}
          className={
            row.emphasis ? 'collateral__amount collateral__amount--remaining' : 'collateral__amount'
          }
        >
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {row.note ? <span className="collateral__usd">{row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
