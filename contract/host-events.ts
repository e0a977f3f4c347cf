/**
 * Events a host of the app may send it on `window`. A simulated backend sends
 * `BACKEND_MOVED_EVENT` when its world changed without a call from the app: the lender's
 * scheduled work ran because its clock was moved or ran on. The app then runs the polls its
 * screens already have now, instead of at their next interval; a screen that does not poll
 * still sees nothing until it asks, as with the real services.
 */
export const BACKEND_MOVED_EVENT = 'crypto-backed-loan:backend-moved'
