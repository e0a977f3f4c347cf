import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadRuntimeConfig } from './config/runtime-config'

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  const config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`)
  if (__SIMULATION__) {
    // Development and demo modes only: the production build drops this branch and its chunk.
    const { startSimulation } = await import('../sim/browser/start-simulation')
    await startSimulation(config)
  }
  root.render(<StrictMode>{config.orgCode}</StrictMode>)
}

void start()
