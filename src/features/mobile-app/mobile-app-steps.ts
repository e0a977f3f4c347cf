/**
 * The three steps /get-mobile-app lists. Plain strings: the production build also writes them
 * into the page's static first paint (src/app/first-paint.ts).
 */
export const MOBILE_APP_STEPS = [
  "Scan the QR code with your phone's camera, or open the link below on your phone.",
  'Install the app and sign in with the same email address you use here.',
  'Follow the steps in the app to continue.',
] as const

/** The QR code's size in pixels; the static first paint keeps its place free. */
export const MOBILE_APP_QR_SIZE = 176
