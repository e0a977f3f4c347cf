import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * Writes a .br and a .gz beside each text file of a build, so the server sends compressed
 * files without compressing on each request. Source maps are never served, so never
 * compressed. Run after `vite build`: `tsx scripts/precompress.ts dist`.
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|wasm)$/i
// Below this, headers cost more than compression saves.
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

export interface PrecompressResult {
  files: number
  bytes: number
  brotliBytes: number
  gzipBytes: number
}

async function writeIfSmaller(file: string, original: number, compressed: Buffer) {
  // A compressed file that saves nothing would still be picked by the server: drop it.
  if (compressed.length < original) await writeFile(file, compressed)
  else await rm(file, { force: true })
  return Math.min(compressed.length, original)
}

export async function precompress(dir: string): Promise<PrecompressResult> {
  const root = resolve(dir)
  const files = (readdirSync(root, { recursive: true }) as string[])
    .map((name) => join(root, name))
    .filter((file) => COMPRESSIBLE.test(file) && statSync(file).isFile())
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file)
      if (content.length < MIN_BYTES) {
        await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
        return
      }
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: constants.Z_BEST_COMPRESSION }),
      ])
      result.files++
      result.bytes += content.length
      result.brotliBytes += await writeIfSmaller(`${file}.br`, content.length, br)
      result.gzipBytes += await writeIfSmaller(`${file}.gz`, content.length, gzipped)
    }),
  )
  return result
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2] ?? 'dist'
  if (!existsSync(dir)) {
    console.error(`No folder ${dir}: build first.`)
    process.exit(1)
  }
  const { files, bytes, brotliBytes, gzipBytes } = await precompress(dir)
  const kb = (n: number) => (n / 1024).toFixed(1)
  console.log(
    `Precompressed ${files} files in ${dir}: ${kb(bytes)} KB, ${kb(brotliBytes)} KB brotli, ${kb(gzipBytes)} KB gzip`,
  )
}
