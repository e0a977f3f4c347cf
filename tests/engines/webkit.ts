import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver'
import { type EngineElement, type EnginePage, inPageSource } from './engine-page'

/**
 * WebKitGTK, the engine family of Safari, as Debian ships it: its WebDriver server
 * (webkit2gtk-driver) driving its MiniBrowser, under a virtual X display (xvfb), through
 * selenium-webdriver's classic WebDriver client. Nothing is downloaded: the session is asked of
 * the WebKitWebDriver started here.
 */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb'

/** MiniBrowser lives in the multiarch library folder: /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1. */
export function findMiniBrowser(): string | null {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH
  for (const lib of ['/usr/lib', '/usr/libexec']) {
    if (!existsSync(lib)) continue
    for (const folder of readdirSync(lib)) {
      for (const candidate of [
        join(lib, folder, 'webkit2gtk-4.1', 'MiniBrowser'),
        join(lib, 'webkit2gtk-4.1', 'MiniBrowser'),
      ]) {
        if (existsSync(candidate)) return candidate
      }
    }
  }
  return null
}

/**
 * MiniBrowser's toolbar would keep its window at least 447 px wide, so a 390 px phone could
 * not be tried: a GTK style of the run's own (in its own XDG_CONFIG_HOME, nothing of the
 * user's read) makes the toolbar small enough for any width. The page itself is not touched.
 */
const SMALL_TOOLBAR_CSS =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Starts Xvfb on a display of its own choosing and answers it (`:99`). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // -displayfd: the server picks a free display and writes its number to fd 3.
    const xvfb = spawn(
      XVFB_PATH,
      ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      },
    )
    let said = ''
    const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream
    fd3.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb })
    })
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it started`)))
    setTimeout(() => reject(new Error('Xvfb did not start in 10 s')), 10_000).unref()
  })
}

/** What is missing to run WebKitGTK here, or null. */
function missing(): string | null {
  if (!existsSync(WEBKIT_DRIVER_PATH)) {
    return `WebKitWebDriver is not installed at ${WEBKIT_DRIVER_PATH} (apt-get install webkit2gtk-driver, or set WEBKIT_DRIVER_PATH)`
  }
  if (!findMiniBrowser()) {
    return 'MiniBrowser is not installed (apt-get install webkit2gtk-driver, or set WEBKIT_MINIBROWSER_PATH)'
  }
  if (!existsSync(XVFB_PATH)) return `Xvfb is not installed at ${XVFB_PATH} (apt-get install xvfb)`
  return null
}

export interface WebKit {
  page: EnginePage
  close(): Promise<void>
}

/**
 * Starts WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb, or says why it cannot. On CI
 * an engine that cannot start fails the run; on a developer's machine it is skipped, said plainly.
 */
export async function launchWebKit(): Promise<WebKit | null> {
  const why = missing()
  if (why) {
    if (process.env.CI) throw new Error(why)
    console.log(`SKIPPED: ${why}.`)
    return null
  }
  const home = mkdtempSync(join(tmpdir(), 'webkit-engine-'))
  mkdirSync(join(home, 'gtk-3.0'))
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), SMALL_TOOLBAR_CSS)
  const xvfb = await startXvfb()
  const port = await freePort()
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home },
  })
  const stop = async (driver?: WebDriver) => {
    await driver?.quit().catch(() => undefined)
    driverProcess.kill()
    xvfb.process.kill()
    rmSync(home, { recursive: true, force: true })
  }
  try {
    const server = `http://127.0.0.1:${port}`
    // The driver's server takes a moment to listen.
    let driver: WebDriver | undefined
    for (let tries = 0; !driver; tries++) {
      try {
        driver = await new Builder()
          .usingServer(server)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: findMiniBrowser(), args: ['--automation'] },
          })
          .build()
      } catch (error) {
        if (tries > 50 || !/ECONNREFUSED/.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    await driver.manage().setTimeouts({ script: 20_000, pageLoad: 30_000 })
    const capabilities = await driver.getCapabilities()
    const page = webKitPage(driver, `WebKitGTK ${capabilities.get('browserVersion')}`)
    const started = driver
    return { page, close: () => stop(started) }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Runs a function of ours in the page through the driver's asynchronous script execution, so
 * a promise it answers is waited for; an error thrown in the page comes back as one here.
 */
async function runInPage(driver: WebDriver, fn: (...args: never[]) => unknown, args: unknown[]) {
  const script = `const done = arguments[arguments.length - 1];
const run = function () { ${inPageSource(fn)} };
Promise.resolve()
  .then(() => run.apply(null, Array.prototype.slice.call(arguments, 0, -1)))
  .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`
  const answer = (await driver.executeAsyncScript(script, ...args)) as {
    value?: unknown
    error?: string
  }
  if (answer.error) throw new Error(`In the page: ${answer.error}`)
  return answer.value
}

function element(driver: WebDriver, handle: WebElement): EngineElement {
  return {
    handle,
    click: () => handle.click(),
    // The field has focus: the keys go where the caret is, replacing a selection.
    type: async (text) => {
      await driver.actions().sendKeys(text).perform()
    },
    upload: (path) => handle.sendKeys(path),
  }
}

function webKitPage(driver: WebDriver, engine: string): EnginePage {
  return {
    engine,
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    url: () => driver.getCurrentUrl(),
    setViewport: async (width, height) => {
      // The window around the page: the toolbar is made tiny, so its width is the page's.
      await driver
        .manage()
        .window()
        .setRect({ width, height: height + 22 })
    },
    run: (fn, ...args) => runInPage(driver, fn, args) as never,
    runSource: async (source) => {
      await driver.executeScript(source)
    },
    element: async (fn, ...args) => {
      const found = await runInPage(driver, fn, args)
      return found ? element(driver, found as WebElement) : null
    },
    // Classic WebDriver hears nothing of the page's errors.
    takePageErrors: () => [],
    // Nor can it take the network away.
    setOffline: async () => false,
    screenshot: async (path) => {
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'))
    },
  }
}
