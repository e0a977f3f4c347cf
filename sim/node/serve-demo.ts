import { startDemoHost } from './demo-host'

/**
 * Serves a demo build as any static host would (npm run build:demo first):
 *   npm run preview:demo -- --port 4173      (STATIC_DIR=dist-demo by default)
 */
const portArgument = process.argv.indexOf('--port')
const port = Number(portArgument >= 0 ? process.argv[portArgument + 1] : (process.env.PORT ?? 4173))
const staticDir = process.env.STATIC_DIR ?? 'dist-demo'

const host = await startDemoHost({ staticDir, port, host: 'localhost' })
process.stdout.write(`Demo build ${staticDir} on ${host.baseUrl}\n`)
