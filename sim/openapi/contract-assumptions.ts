import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The contract marks what the specification does not show with `Assumption` comments. Zod
 * cannot carry comments, so they are read from the source text: a note inside an endpoint's
 * definition belongs to that endpoint; a note above a shared schema belongs to every endpoint
 * of the file that uses the schema; any other note is kept for the document as a whole.
 */

export interface AssumptionNote {
  /** File under the repository, e.g. `contract/pricing.ts`. */
  file: string
  line: number
  text: string
  /** Endpoint ids the note applies to; empty when it applies to a shape, not one call. */
  endpointIds: string[]
}

const COMMENT = /\/\/[^\n]*(?:\n[ \t]*\/\/[^\n]*)*|\/\*[\s\S]*?\*\//g

function commentText(raw: string): string {
  return raw
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\/|\*)?\s?/, '').trim())
    .filter(Boolean)
    .join(' ')
}

interface Block {
  start: number
  end: number
  id: string
}

/** Each `defineEndpoint({...})` with its id; an id built as `${prefix}name` keeps `name`. */
function endpointBlocks(text: string): Block[] {
  const blocks: Block[] = []
  for (const match of text.matchAll(/defineEndpoint\(\{/g)) {
    const start = match.index
    let depth = 0
    let end = start
    for (let index = start + match[0].length - 1; index < text.length; index += 1) {
      if (text[index] === '{') depth += 1
      else if (text[index] === '}') depth -= 1
      if (depth === 0) {
        end = index
        break
      }
    }
    const body = text.slice(start, end)
    const id = /\bid:\s*['"`](?:\$\{\w+\})?([\w.]+)['"`]/.exec(body)?.[1]
    if (id) blocks.push({ start, end, id })
  }
  return blocks
}

/** The ids a note names: exact, or every id ending in `.name` for a prefixed factory id. */
function idsFor(block: Block, knownIds: readonly string[]): string[] {
  return knownIds.filter((id) => id === block.id || id.endsWith(`.${block.id}`))
}

export function readAssumptions(
  file: string,
  text: string,
  knownIds: readonly string[],
): AssumptionNote[] {
  const blocks = endpointBlocks(text)
  const notes: AssumptionNote[] = []
  for (const match of text.matchAll(COMMENT)) {
    const note = commentText(match[0])
    if (!/^Assumption\b/.test(note)) continue
    const at = match.index
    const line = text.slice(0, at).split('\n').length
    const inside = blocks.find((block) => block.start < at && at < block.end)
    let endpointIds: string[] = []
    if (inside) {
      endpointIds = idsFor(inside, knownIds)
    } else {
      // A note above `const name = ...` follows that name into the endpoints that use it.
      const after = text.slice(at + match[0].length)
      const name = /^\s*(?:export\s+)?const\s+(\w+)\s*=/.exec(after)?.[1]
      if (name) {
        const uses = new RegExp(`\\b${name}\\b`)
        endpointIds = blocks
          .filter((block) => uses.test(text.slice(block.start, block.end)))
          .flatMap((block) => idsFor(block, knownIds))
      }
    }
    notes.push({ file, line, text: note, endpointIds })
  }
  return notes
}

const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), '../..')
const CONTRACT_DIR = join(REPOSITORY, 'contract')

/** Every note of the contract folder; none when the sources are not beside this file. */
export function readContractAssumptions(knownIds: readonly string[]): AssumptionNote[] {
  let files: string[]
  try {
    files = readdirSync(CONTRACT_DIR).filter((name) => name.endsWith('.ts'))
  } catch {
    return []
  }
  return files.sort().flatMap((name) => {
    const path = join(CONTRACT_DIR, name)
    return readAssumptions(
      relative(REPOSITORY, path).split('\\').join('/'),
      readFileSync(path, 'utf8'),
      knownIds,
    )
  })
}
