import { spawn } from 'node:child_process'
import { createServer } from 'vite'

/**
 * Runs the start-up checks of the simulation (service-worker-errors.ts, without-indexeddb.ts,
 * and /start in Firefox ESR, whose worker requests carry no body stream) against one dev server started here, on CHECK_DEV_PORT (5199 by default), instead of each
 * starting its own. Fails when any fails; all always run.
 */
const PORT = Number(process.env.CHECK_DEV_PORT ?? 5199)
const CHECKS = [
  'sim/checks/service-worker-errors.ts',
  'sim/checks/without-indexeddb.ts',
  'tests/engines/start-offer-in-firefox.ts',
]

const server = await createServer({
  mode: 'development',
  logLevel: 'warn',
  server: { port: PORT, strictPort: true },
})
await server.listen()
const origin = `http://localhost:${PORT}`
const failed: string[] = []

/** Runs one check in its own process; its output is printed whole once it ends. */
function runCheck(check: string): Promise<void> {
  const started = performance.now()
  return new Promise((resolve) => {
    // Asynchronously: the dev server answering the check runs in this process.
    const child = spawn(process.execPath, ['--import', 'tsx', check, origin], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (status) => {
      const took = ((performance.now() - started) / 1000).toFixed(1)
      console.log(`-- ${check} (${took} s)\n${output.trimEnd()}`)
      if (status !== 0) failed.push(check)
      resolve()
    })
  })
}

try {
  // All side by side from the start: each waits mostly on the browser and the dev server, and
  // the dev server transforms each module once, for whichever asks first.
  await Promise.all(CHECKS.map(runCheck))
} finally {
  await server.close()
}
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`)
  process.exit(1)
}
