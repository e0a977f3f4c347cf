/** The equal housing or equal opportunity mark, drawn inline so it needs no extra request. */
export function FairLendingLogo({ kind }: { kind: 'EQUAL_HOUSING' | 'EQUAL_OPPORTUNITY' }) {
  const text = kind === 'EQUAL_HOUSING' ? 'Equal Housing Lender' : 'Equal Opportunity Lender'
  return (
    <span className="shell-fair-lending">
      <svg
        viewBox="0 0 32 32"
        width="28"
        height="28"
        role="img"
        aria-label={text}
        focusable="false"
      >
        {kind === 'EQUAL_HOUSING' ? (
          <>
            <path d="M16 3 2 13v3h3v13h22V16h3v-3z" fill="currentColor" />
            <rect x="10" y="16" width="12" height="3" fill="#fff" />
            <rect x="10" y="21.5" width="12" height="3" fill="#fff" />
          </>
        ) : (
          <>
            <circle cx="16" cy="16" r="14" fill="currentColor" />
            <rect x="9" y="11" width="14" height="3" fill="#fff" />
            <rect x="9" y="18" width="14" height="3" fill="#fff" />
          </>
        )}
      </svg>
      <span aria-hidden="true">{text}</span>
    </span>
  )
}
