import { type ParseArgsConfig, parseArgs } from 'node:util'

/**
 * The command-line scripts read their arguments with util.parseArgs, strictly: an option the
 * command does not know, an option without its value (or followed by another option instead), a
 * value given to a switch, or a positional argument to a command that takes none is refused
 * with one line saying which, and the script prints its usage and exits 2: an option is never
 * taken for a file or folder name, nor an option for another's value.
 *
 * It imports nothing but Node: scripts/host-files.ts takes it too, and vite.config.ts loads that
 * file before its aliases exist.
 */

type Options = NonNullable<ParseArgsConfig['options']>

/** What util.parseArgs reads with these options, strictly. */
export type Arguments<O extends Options, P extends boolean> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: P }>
>

/** What a script prints and the code it exits with, for a test to read without a process. */
export interface CliOutput {
  stdout: string
  stderr: string
  exitCode: number
}

function isParseArgsError(error: unknown): error is Error & { code: string } {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_')
}

/** Which argument util.parseArgs refused, and why, in one line. */
function reasonOf(args: string[], options: Options, allowPositionals: boolean): string | null {
  const { tokens } = parseArgs({
    args,
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  })
  for (const token of tokens) {
    if (token.kind === 'positional' && !allowPositionals) {
      return `Unexpected argument ${token.value}.`
    }
    if (token.kind !== 'option') continue
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined
    if (!option) return `Unknown option ${token.rawName}.`
    if (option.type === 'boolean' && token.inlineValue) return `${token.rawName} takes no value.`
    const value = token.value
    const optionLike = !token.inlineValue && value !== undefined && /^-./s.test(value)
    if (option.type === 'string' && (value === undefined || optionLike)) {
      return `${token.rawName} needs a value.`
    }
  }
  return null
}

/**
 * The arguments read strictly by util.parseArgs, or the one-line reason they are refused.
 * npm passes a lone `--` through when the script is run with nothing after it: it is dropped.
 */
export function readArguments<const O extends Options, const P extends boolean = false>(
  argv: readonly string[],
  options: O,
  allowPositionals?: P,
): Arguments<O, P> | { error: string } {
  const args = argv.filter((arg) => arg !== '--')
  try {
    return parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: allowPositionals ?? false,
    }) as Arguments<O, P>
  } catch (error) {
    if (!isParseArgsError(error)) throw error
    const reason = reasonOf(args, options, allowPositionals ?? false)
    return { error: reason ?? (error.message.split('\n')[0] as string) }
  }
}

/** A refusal of the arguments: the reason, the usage, exit code 2. */
export function usageError(message: string, usage: string): CliOutput {
  return { stdout: '', stderr: `${message}\n\n${usage}`, exitCode: 2 }
}

/** Prints a script's output and sets its exit code. */
export function finish(output: CliOutput): void {
  if (output.stdout) process.stdout.write(`${output.stdout}\n`)
  if (output.stderr) process.stderr.write(`${output.stderr}\n`)
  process.exitCode = output.exitCode
}
