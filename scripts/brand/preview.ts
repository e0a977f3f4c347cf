import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { organisationInfoSchema } from '@contract/organisation'
import { startDemoHost } from '@sim/node/demo-host'
import { chromium, type Page } from 'playwright'
import { z } from 'zod'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium'
import { galleryPage } from './gallery-page'
import { type BrandScreen, openScreen, SCREEN_FAMILIES } from './screens'

/**
 * `npm run brand -- preview FILE.json [OUT]`: the brand dressed on the demo build, one story
 * of each screen family opened directly, pictured at a phone's and a desktop's width; and one
 * HTML page showing them side by side with the brand's figures, for the lender to sign off.
 */

export const PREVIEW_WIDTHS = [390, 1280] as const
const TRIED_BRAND_KEY = 'simulation.triedBrand'
/** What the pictures leave out: the demo controls, a tool of the demo, not a screen. */
const PICTURE_STYLE = '.demo-panel { display: none !important; }'
/** Two tabs at once: on two cores a tab waiting on its simulation leaves the other one room. */
const TABS = 2

export interface Picture {
  screen: BrandScreen
  width: number
  file: string
}

async function picture(page: Page, screen: BrandScreen, width: number, folder: string) {
  const file = `${screen.name}-${width}.png`
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 })
  await page.screenshot({
    path: join(folder, 'pictures', file),
    fullPage: true,
    style: PICTURE_STYLE,
    animations: 'disabled',
    caret: 'hide',
  })
  return { screen, width, file: `pictures/${file}` }
}

export async function previewBrand(
  file: string,
  folder: string,
  print: (line: string) => void,
): Promise<{ pictures: Picture[]; seconds: number; failed: string[] }> {
  const began = performance.now()
  const brand = z.parse(organisationInfoSchema, JSON.parse(await readFile(file, 'utf8')))
  if (!existsSync('dist-demo/index.html')) {
    throw new Error('No demo build: run `npm run build:demo` first.')
  }
  await mkdir(join(folder, 'pictures'), { recursive: true })
  const host = await startDemoHost({ staticDir: 'dist-demo', port: 0 })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const pictures: Picture[] = []
  const failed: string[] = []
  try {
    const queue = [...SCREEN_FAMILIES]
    const tab = async () => {
      // A context per tab, each its own storage: two stories at once do not share a world.
      const context = await browser.newContext({ reducedMotion: 'reduce', bypassCSP: true })
      await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
        TRIED_BRAND_KEY,
        JSON.stringify(brand),
      ] as const)
      for (let screen = queue.shift(); screen; screen = queue.shift()) {
        const page = await context.newPage()
        await page.setViewportSize({ width: PREVIEW_WIDTHS[0], height: 844 })
        try {
          await openScreen(page, host.baseUrl, screen)
          for (const width of PREVIEW_WIDTHS) {
            pictures.push(await picture(page, screen, width, folder))
          }
          print(`${screen.title}: ${PREVIEW_WIDTHS.join(' and ')} px`)
        } catch (error) {
          failed.push(screen.title)
          print(
            `${screen.title}: not pictured (${error instanceof Error ? error.message.split('\n')[0] : error})`,
          )
        }
        await page.close()
      }
      await context.close()
    }
    await Promise.all(Array.from({ length: TABS }, tab))
  } finally {
    await browser.close()
    await host.close()
  }
  const order = (picture: Picture) => SCREEN_FAMILIES.indexOf(picture.screen)
  pictures.sort((a, b) => order(a) - order(b) || a.width - b.width)
  const seconds = Math.round((performance.now() - began) / 100) / 10
  await writeFile(join(folder, 'index.html'), galleryPage(brand, pictures, PREVIEW_WIDTHS))
  return { pictures, seconds, failed }
}
