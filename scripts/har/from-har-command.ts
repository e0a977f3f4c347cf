import { existsSync, readFileSync, statSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { conversionReport, convertHar } from './convert-har'
import { LIBRARY_DIR, refusal, writeStory } from './write-story'

/** A path from here when it is below here, else as it is. */
function shown(file: string): string {
  const near = relative(process.cwd(), file)
  return near && !near.startsWith('..') ? near : file
}

/** `npm run scenario -- --from-har FILE --name NAME [--out DIR]`: exit 0 written, 2 refused. */
export function fromHarCommand(
  command: { file: string; name: string; out: string | null },
  libraryNames: readonly string[],
) {
  const fail = (message: string) => ({ stdout: '', stderr: message, exitCode: 2 })
  if (!existsSync(command.file)) return fail(`No file at ${command.file}.`)
  const dir = command.out === null ? LIBRARY_DIR : resolve(command.out)
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    return fail(`--out ${command.out}: no such folder.`)
  const refused = refusal(dir, command.name, dir === LIBRARY_DIR ? libraryNames : [])
  if (refused) return fail(refused)
  const converted = convertHar(readFileSync(command.file, 'utf8'), command.name)
  if (!converted.ok) return fail(`${command.file}: ${converted.reason}`)
  const file = writeStory(dir, command.name, converted.conversion.source)
  const where = dir === LIBRARY_DIR ? `\nReplay it: npm run scenario -- ${command.name}` : ''
  return {
    stdout: `${conversionReport(converted.conversion, shown(file))}${where}`,
    stderr: '',
    exitCode: 0,
  }
}
