import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Fails when a demo build carries the public-suffix list: the browser's simulation takes a
 * cookie jar that holds nothing in place of tough-cookie, which brings that list (tldts), about
 * 300 of the simulation chunk's 773 KB (sim/browser/no-cookie-jar.ts, vite.config.ts).
 * `npx tsx scripts/check-demo-build.ts [dir]`, dist-demo by default.
 */
const DIR = process.argv[2] ?? 'dist-demo'
/** Entries of the public-suffix list, found in no other code of the demo. */
const SUFFIX_LIST_MARKERS = ['blogspot', 'amazonaws']

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
}

const found = scripts(DIR).flatMap((file) => {
  const text = readFileSync(file, 'utf8')
  return SUFFIX_LIST_MARKERS.filter((marker) => text.includes(marker)).map(
    (marker) => `${file}: holds the public-suffix list ("${marker}"); is the cookie jar swap gone?`,
  )
})
for (const line of found) console.error(line)
if (found.length > 0) process.exit(1)
console.log(`${DIR}: no public-suffix list in its scripts`)
