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
try {
  for (const check of CHECKS) {
    console.log(`-- ${check}`)
    // Asynchronously: the dev server answering the check runs in this process.
    const status = await new Promise<number | null>((resolve) => {
      spawn(process.execPath, ['--import', 'tsx', check, origin], { stdio: 'inherit' }).on(
        'exit',
        resolve,
      )
    })
    if (status !== 0) failed.push(check)
  }
} finally {
  await server.close()
}
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`)
  process.exit(1)
}
