/**
 * The app's fetch in development and demo builds: a call the app lets go of (a page left while
 * it polls, a query asked again at once, a submit called off) is told at once that it was called
 * off, with the signal's reason, as fetch tells it in production, while the simulated lender
 * answers it in full and the answer is dropped.
 *
 * Why not abort it: Firefox reports a call its page aborts while a service worker is handing
 * over the answer as an error on the page ("Failed to load ‘’. A ServiceWorker intercepted the
 * request and encountered an unexpected error": its copy of the worker's body into the page's
 * request fails, and it names the answer's URL, which a made answer does not have). The demo's
 * lender is in this browser, so finishing a call costs nothing, and the demo's console stays
 * clean. (A lender's server, for its part, also finishes a call its client walked away from.)
 */
export function fetchLettingCallsFinish(send: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const signal = init?.signal
    if (!signal) return send(input, init)
    if (signal.aborted) return Promise.reject(signal.reason)
    const { signal: _letGo, ...rest } = init
    const answer = send(input, rest)
    return new Promise<Response>((resolve, reject) => {
      const calledOff = () => reject(signal.reason)
      signal.addEventListener('abort', calledOff, { once: true })
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', calledOff))
    })
  }
}
