export type ChequeHighlight = 'routing' | 'account' | null

/**
 * A drawing of a bank check ("check": a US product) with the number the borrower is typing picked
 * out: the routing number is the first nine digits at the bottom left, the account number
 * follows it.
 */
export function ChequeImage({ highlight }: { highlight: ChequeHighlight }) {
  const routing = highlight !== 'account'
  const account = highlight !== 'routing'
  const caption =
    highlight === 'account'
      ? 'The account number follows the routing number at the bottom of a check.'
      : highlight === 'routing'
        ? 'The routing number is the first nine digits at the bottom left of a check.'
        : 'Both numbers are printed at the bottom of a check.'
  return (
    <figure className="disbursement__cheque-figure" style={{ margin: 0 }}>
      <svg
        className="disbursement__cheque"
        viewBox="0 0 320 150"
        aria-hidden="true"
        focusable="false"
        data-highlight={highlight ?? 'none'}
      >
        <rect x="1" y="1" width="318" height="148" rx="10" fill="#f7f9fc" stroke="#9aa5b4" />
        <rect x="16" y="16" width="90" height="8" rx="4" fill="#d9dee6" />
        <rect x="16" y="30" width="70" height="6" rx="3" fill="#d9dee6" />
        <rect x="230" y="16" width="74" height="8" rx="4" fill="#d9dee6" />
        <rect x="16" y="58" width="200" height="2" fill="#9aa5b4" />
        <rect x="230" y="48" width="74" height="16" rx="3" fill="none" stroke="#9aa5b4" />
        <rect x="16" y="78" width="288" height="2" fill="#9aa5b4" />
        <rect x="200" y="100" width="104" height="2" fill="#9aa5b4" />
        <g fontFamily="monospace" fontSize="13">
          <rect
            x="12"
            y="116"
            width="100"
            height="22"
            rx="4"
            fill={routing ? '#fff1c2' : 'none'}
            stroke={routing ? '#b26b00' : 'none'}
            strokeWidth="2"
          />
          <text x="18" y="132" fill={routing ? '#17202e' : '#6b7787'}>
            021000021
          </text>
          <rect
            x="118"
            y="116"
            width="116"
            height="22"
            rx="4"
            fill={account ? '#fff1c2' : 'none'}
            stroke={account ? '#b26b00' : 'none'}
            strokeWidth="2"
          />
          <text x="124" y="132" fill={account ? '#17202e' : '#6b7787'}>
            000123456789
          </text>
          <text x="246" y="132" fill="#6b7787">
            1024
          </text>
        </g>
      </svg>
      <figcaption className="disbursement__cheque-caption">{caption}</figcaption>
    </figure>
  )
}
