/**
 * Where the mobile app is installed from when the organisation's data names no address of its
 * own. A deployment-wide setting: one address that lets the phone pick its store.
 */
export const DEFAULT_MOBILE_APP_URL = 'https://apps.example.com/crypto-backed-loan'

/**
 * The link the QR code and the button carry: the install address with the application and
 * amount, so the app can pick the application up after it is installed.
 */
export function mobileAppLink(
  installUrl: string,
  { appUuid, loanAmount }: { appUuid?: string | undefined; loanAmount?: number | undefined },
): string {
  const url = new URL(installUrl)
  if (appUuid) url.searchParams.set('appUuid', appUuid)
  if (loanAmount !== undefined) url.searchParams.set('loanAmount', String(loanAmount))
  return url.toString()
}
