import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { refusedBenchArguments } from '@scripts/bench-arguments'
import { run as runBrand } from '@scripts/brand'
import { readArguments } from '@scripts/command-line'
import { runContractCheckCli } from '@scripts/contract-check'
import { runHostFilesCli } from '@scripts/host-files'
import { runScenarioCli } from '@scripts/scenario'
import { runSimTokenCli } from '@scripts/sim-token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Every command-line script refuses an unknown option or an option without its value: it says
 * which, prints its usage and exits 2, before it reads, writes or starts anything.
 */

interface Ran {
  exitCode: number
  /** What it printed, stdout then stderr, a line each. */
  lines: string[]
}

const linesOf = (...texts: string[]) =>
  texts
    .filter(Boolean)
    .join('\n')
    .split('\n')
    .filter((line) => line !== '')

async function brand(argv: string[]): Promise<Ran> {
  const lines: string[] = []
  const exitCode = await runBrand(argv, (line) => lines.push(line))
  return { exitCode, lines: linesOf(...lines) }
}

const fromOutput =
  (cli: (argv: string[]) => Promise<{ stdout: string; stderr: string; exitCode: number }>) =>
  async (argv: string[]): Promise<Ran> => {
    const output = await cli(argv)
    return { exitCode: output.exitCode, lines: linesOf(output.stdout, output.stderr) }
  }

/** Each script, how it is run here, and the first line of its usage. */
const CLIS = {
  scenario: { run: fromOutput(runScenarioCli), usage: 'Usage: npm run scenario -- [<name>...' },
  brand: { run: brand, usage: 'Usage: npm run brand -- check FILE.json...' },
  'contract:check': {
    run: fromOutput((argv) => runContractCheckCli(argv, {})),
    usage: 'Usage: CONTRACT_CHECK_TOKEN=<token> npm run contract:check -- --services <url>',
  },
  'sim:token': {
    run: fromOutput(runSimTokenCli),
    usage: 'Usage: npm run sim:token -- EMAIL [--server http://127.0.0.1:8787]',
  },
  'host-files': {
    run: fromOutput(runHostFilesCli),
    usage: 'Usage: npm run host-files -- [DIR...]',
  },
} as const

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'command-line-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

describe('every script refuses wrong arguments with its usage and exit code 2', () => {
  it.each<[keyof typeof CLIS, string[], string]>([
    ['scenario', ['--verbose'], 'Unknown option --verbose.'],
    ['scenario', ['at-next-steps', '-x'], 'Unknown option -x.'],
    ['scenario', ['--all', '--no-all'], 'Unknown option --no-all.'],
    ['scenario', ['--world'], '--world needs a value.'],
    ['scenario', ['--all', '--base-url'], '--base-url needs a value.'],
    ['scenario', ['--from-har', '--name', 'x'], '--from-har needs a value.'],
    ['scenario', ['--from-har', 'a.har', '--name'], '--name needs a value.'],
    ['scenario', ['--from-har', 'a.har', '--name', 'x', '--out'], '--out needs a value.'],
    ['scenario', ['at-next-steps', '--services'], '--services needs a value.'],
    ['scenario', ['--from-har', 'a.har', '--name', 'x', '--out='], '--out needs a value.'],
    ['scenario', ['--world='], '--world needs a value.'],
    ['scenario', ['--all=yes'], '--all takes no value.'],
    ['brand', ['check', 'a.json', '--strict'], 'Unknown option --strict.'],
    ['brand', ['preview', 'a.json', '--output', 'dir'], 'Unknown option --output.'],
    ['brand', ['preview', 'a.json', '--out'], '--out needs a value.'],
    ['brand', ['preview', 'a.json', '--out', '--help'], '--out needs a value.'],
    ['brand', ['preview', 'a.json', '--out='], '--out needs a value.'],
    ['brand', ['check', 'a.json', '--out', 'dir'], '--out goes with preview.'],
    ['brand', ['approve', 'now'], 'approve takes no arguments, not now.'],
    ['brand', ['lint', 'a.json'], 'Unknown command lint.'],
    ['brand', [], 'Name a command: check, preview or approve.'],
    ['brand', ['check'], 'Name the brand files to check.'],
    ['contract:check', ['--services', 'http://x', '--verbose'], 'Unknown option --verbose.'],
    ['contract:check', ['--services'], '--services needs a value.'],
    ['contract:check', ['--services', 'http://x', '--app'], '--app needs a value.'],
    ['contract:check', ['--services', 'http://x', '--org', '--app', 'a'], '--org needs a value.'],
    ['contract:check', ['--services', 'http://x', '--config='], '--config needs a value.'],
    ['contract:check', ['--services', 'http://x', 'extra'], 'Unexpected argument extra.'],
    ['sim:token', ['dana@example.com', '--port', '8787'], 'Unknown option --port.'],
    ['sim:token', ['--verbose', 'dana@example.com'], 'Unknown option --verbose.'],
    ['sim:token', ['dana@example.com', '--server'], '--server needs a value.'],
    [
      'sim:token',
      ['dana@example.com', 'qa@example.com'],
      'Unexpected argument "qa@example.com": a token is for one borrower.',
    ],
    ['sim:token', [], "Name the borrower's email."],
    ['host-files', ['--out', 'dist'], 'Unknown option --out.'],
    ['host-files', ['dist', '--force'], 'Unknown option --force.'],
  ])('%s %j: %s', async (cli, argv, reason) => {
    const { exitCode, lines } = await CLIS[cli].run(argv)
    expect(exitCode).toBe(2)
    expect(lines[0]).toBe(reason)
    expect(lines[1]?.startsWith(CLIS[cli].usage)).toBe(true)
  })

  it.each(Object.keys(CLIS) as (keyof typeof CLIS)[])(
    '%s --help prints its usage and exits 0',
    async (cli) => {
      const { exitCode, lines } = await CLIS[cli].run(['--help'])
      expect(exitCode).toBe(0)
      expect(lines[0]?.startsWith(CLIS[cli].usage)).toBe(true)
    },
  )

  it('makes no file or folder named after an option', async () => {
    const brandFile = join(folder, 'a.json')
    await writeFile(brandFile, '{}')
    const before = await readdir(folder)
    for (const [cli, argv] of [
      ['brand', ['preview', brandFile, '--out']],
      ['brand', ['preview', brandFile, '--out', '--out']],
      ['host-files', [folder, '--out']],
      ['host-files', ['--dir', folder]],
    ] as const) {
      expect((await CLIS[cli].run([...argv])).exitCode).toBe(2)
    }
    expect(await readdir(folder)).toEqual(before)
  })
})

describe('the shared reading of arguments', () => {
  const options = {
    out: { type: 'string' },
    all: { type: 'boolean', short: 'a' },
  } as const

  it.each([
    [['--out', 'dir', 'a.json'], { out: 'dir' }, ['a.json']],
    [['a.json', '--out=dir'], { out: 'dir' }, ['a.json']],
    [['--', 'a.json', '-a'], { all: true }, ['a.json']],
    [['--out=-x'], { out: '-x' }, []],
    [['-'], {}, ['-']],
  ])('reads %j', (argv, values, positionals) => {
    expect(readArguments(argv, options, true)).toEqual({ values, positionals })
  })

  it.each([
    [['--nope'], 'Unknown option --nope.'],
    [['-ax'], 'Unknown option -x.'],
    [['--constructor'], 'Unknown option --constructor.'],
    [['--out'], '--out needs a value.'],
    [['--out', '-a'], '--out needs a value.'],
    [['--all=no'], '--all takes no value.'],
  ])('refuses %j', (argv, error) => {
    expect(readArguments(argv, options, true)).toEqual({ error })
  })

  it('refuses a positional argument where the command takes none', () => {
    expect(readArguments(['a.json'], options)).toEqual({ error: 'Unexpected argument a.json.' })
  })
})

describe('npm run host-files -- DIR...', () => {
  const config = { orgCode: 'MERIDIAN', services: { lending: 'https://api.lender.example/x' } }

  it('writes the host files into every folder given, each from its own config.json', async () => {
    const first = join(folder, 'first')
    const second = join(folder, 'second')
    for (const dir of [first, second]) {
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, 'config.json'), JSON.stringify(config))
    }
    const { exitCode, lines } = await CLIS['host-files'].run([first, second])
    expect(exitCode).toBe(0)
    expect(lines).toEqual([
      `Wrote _headers, _redirects, vercel.json into ${first} from its config.json`,
      `Wrote _headers, _redirects, vercel.json into ${second} from its config.json`,
    ])
    for (const dir of [first, second]) {
      expect(await readFile(join(dir, '_headers'), 'utf8')).toContain('https://api.lender.example')
    }
  })

  it.each([
    ['first', (good: string, bad: string) => [bad, good]],
    ['second', (good: string, bad: string) => [good, bad]],
  ])('writes the others and exits 1 when the %s folder has no config.json', async (_, order) => {
    const good = join(folder, 'good')
    const bad = join(folder, 'bad')
    await rm(good, { recursive: true, force: true })
    await mkdir(good, { recursive: true })
    await mkdir(bad, { recursive: true })
    await writeFile(join(good, 'config.json'), JSON.stringify(config))
    const { exitCode, lines } = await CLIS['host-files'].run(order(good, bad))
    expect(exitCode).toBe(1)
    expect(lines).toContain(
      `Wrote _headers, _redirects, vercel.json into ${good} from its config.json`,
    )
    expect(lines.some((line) => line.includes(join(bad, 'config.json')))).toBe(true)
    expect((await readdir(good)).sort()).toEqual([
      '_headers',
      '_redirects',
      'config.json',
      'vercel.json',
    ])
    expect(await readdir(bad)).toEqual([])
  })
})

describe('npm run bench takes no arguments, only environment variables', () => {
  it.each([
    [['--runs', '3'], 'Unknown option --runs.'],
    [['lighthouse'], 'Unexpected argument lighthouse.'],
  ])('refuses %j with its usage', (args, reason) => {
    const lines = linesOf(refusedBenchArguments(args) ?? '')
    expect(lines[0]).toBe(reason)
    expect(lines[1]).toMatch(/^Usage: npm run bench {3}\(no arguments/)
    expect(lines.join('\n')).toContain('BENCH_ONLY=PART,...')
  })

  it('takes the lone -- npm passes through', () => {
    expect(refusedBenchArguments(['--'])).toBeNull()
  })
})
