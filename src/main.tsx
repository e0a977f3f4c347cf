import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { LoadBankLinkWidget } from './api/contract/bank-link-widget'
import { App } from './app/app'
import { StartupErrorPage } from './app/error-pages'
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config'
import './ui/tokens.css'

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  let config: RuntimeConfig
  let bankLink: LoadBankLinkWidget | undefined
  try {
    config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`)
    if (__SIMULATION__) {
      // Development and demo modes only: the production build drops this branch and its chunk.
      const simulation = await import('../sim/browser/start-simulation')
      config = await simulation.startSimulation(config)
      // The bank-link SDK cannot reach its provider offline: the simulation's dialog stands in.
      bankLink = simulation.loadSimulatedBankLink
    }
  } catch (error) {
    // A broken deployment still gets a readable page rather than a blank one.
    root.render(
      <StartupErrorPage message={error instanceof Error ? error.message : String(error)} />,
    )
    return
  }
  root.render(
    <StrictMode>
      <App config={config} bankLink={bankLink} />
    </StrictMode>,
  )
}

void start()
