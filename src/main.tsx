import type { LoadBankLinkWidget } from '@contract/bank-link-widget'
import { afterFirstPaint, FIRST_PAINT_ATTRIBUTE } from './app/first-paint'
import { yieldToBrowser } from './app/yield-to-browser'
import type { RuntimeConfig } from './config/runtime-config'
import { openStorageAreas } from './lib/storage-areas'
// The static first paint's styles come with the page, not with the app's code.
import './ui/tokens.css'
import './ui/layout.css'
import './ui/card.css'
import './ui/loader.css'
import './features/shell/components/shell.css'
import './features/mobile-app/components/get-mobile-app.css'

async function start() {
  openStorageAreas()
  const container = document.getElementById('root') as HTMLElement
  // The production build paints the page's frame and heading before any JavaScript runs
  // (src/app/first-paint.ts); the app's code is evaluated only once that is on screen.
  const overFirstPaint = container.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`) !== null
  // Development and demo modes only (the production build drops it): the simulation's code
  // loads alongside the app's rather than after it. A failed load is reported below.
  const simulationCode = __SIMULATION__ ? import('@sim/browser/start-simulation') : null
  simulationCode?.catch(() => undefined)
  if (overFirstPaint) await afterFirstPaint()
  const boot = await import('./app/boot')
  // Evaluating the app's code is one task; what follows starts in the next.
  await yieldToBrowser()
  const root = boot.createAppRoot(container)
  let config: RuntimeConfig
  let bankLink: LoadBankLinkWidget | undefined
  let send: typeof fetch | undefined
  let hashRouting = false
  try {
    config = await boot.loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`)
    if (simulationCode) {
      const simulation = await simulationCode
      config = await simulation.startSimulation(config)
      // The bank-link SDK cannot reach its provider offline: the simulation's dialog stands in.
      bankLink = simulation.loadSimulatedBankLink
      // A call the app lets go of is still answered whole by the lender in this browser.
      send = simulation.fetchLettingCallsFinish()
      hashRouting = simulation.addressRouting() === 'hash'
    }
  } catch (error) {
    boot.renderStartupError(root, error)
    return
  }
  await boot.renderApp(root, config, { bankLink, fetch: send, overFirstPaint, hashRouting })
}

void start()
