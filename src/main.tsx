import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { StartupErrorPage } from './app/error-pages'
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config'
import './ui/tokens.css'

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  let config: RuntimeConfig
  try {
    config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`)
    if (__SIMULATION__) {
      // Development and demo modes only: the production build drops this branch and its chunk.
      const { startSimulation } = await import('../sim/browser/start-simulation')
      config = await startSimulation(config)
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
      <App config={config} />
    </StrictMode>,
  )
}

void start()
