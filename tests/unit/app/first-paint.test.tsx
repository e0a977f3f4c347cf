// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { installAppHarness, renderApp, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_PAGES,
  firstPaintMarkup,
  withFirstPaint,
} from '@/app/first-paint'

installAppHarness()

/** Where each landing page is opened for the comparison (a state for /start, a loan amount). */
const OPEN_AT: Record<string, string> = {
  start: '/start?state=CA',
  residency: '/residency',
  faq: '/faq',
  'get-mobile-app': '/get-mobile-app',
}

/** The heading block a page shows: classes and texts, the way the static markup has them. */
function headingShape(root: ParentNode) {
  const header = root.querySelector('header.ui-page-heading')
  return {
    title: header?.querySelector('h1.ui-page-heading__title')?.textContent,
    lead: header?.querySelector('p.ui-page-heading__lead')?.textContent ?? undefined,
    narrow: header?.closest('.ui-page')?.classList.contains('ui-page--narrow'),
    inCard: header?.parentElement?.classList.contains('ui-card'),
  }
}

describe('static first paint of the landing pages', () => {
  it('paints the steps of /get-mobile-app and keeps the QR code’s place', () => {
    const page = FIRST_PAINT_PAGES.find((entry) => entry.path === 'get-mobile-app')
    const painted = document.createElement('div')
    painted.innerHTML = firstPaintMarkup(page)
    expect(painted.querySelectorAll('.mobile-app__steps li')).toHaveLength(3)
    expect(painted.querySelector('.mobile-app__qr .mobile-app__qr-space')).not.toBeNull()
  })

  it('has a page for every landing route, each opened here', () => {
    expect(FIRST_PAINT_PAGES.map((page) => page.path).sort()).toEqual(Object.keys(OPEN_AT).sort())
  })

  it.each(FIRST_PAINT_PAGES.map((page) => [page.path, page] as const))(
    '/%s paints the heading the app renders, in the same column',
    async (path, page) => {
      const painted = document.createElement('div')
      painted.innerHTML = firstPaintMarkup(page)
      await renderApp(OPEN_AT[path] as string)
      const heading = await waitUntil(() => screen.getByRole('heading', { level: 1 }))
      const rendered = headingShape(heading.closest('main') as HTMLElement)
      const expected = headingShape(painted)
      // A lead that depends on the visitor (a loan amount) is left out of the static page.
      if (page.lead === undefined) rendered.lead = undefined
      expect(expected).toEqual(rendered)
      // What the static page paints below the heading, the app renders too: the same
      // blocks, and the same items in its lists.
      for (const block of painted.querySelectorAll('.ui-page-heading ~ [class]:not([role])')) {
        const selector = `.${[...block.classList].join('.')}`
        const counterpart = document.querySelector(`main ${selector}`)
        expect(counterpart, selector).not.toBeNull()
        const items = (root: Element) =>
          [...root.querySelectorAll('li')].map((item) => item.textContent)
        expect(items(counterpart as Element)).toEqual(items(block))
      }
    },
    // The first render of each landing page imports its screen afresh: slow on a busy machine.
    15_000,
  )

  it('puts the shell inside the empty #root of index.html, marked for the app to find', () => {
    const html = '<body><div id="root"></div><noscript>x</noscript></body>'
    const page = withFirstPaint(html, FIRST_PAINT_PAGES[0])
    const body = document.createElement('div')
    body.innerHTML = page
    const root = body.querySelector('#root') as HTMLElement
    expect(root.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`)).not.toBeNull()
    expect(root.querySelector('h1')?.textContent).toBe(FIRST_PAINT_PAGES[0]?.title)
    // The plain shell for every other address: the header bar and a loader, no heading.
    body.innerHTML = withFirstPaint(html)
    expect(body.querySelector('h1')).toBeNull()
    expect(body.querySelector('[role="status"]')?.textContent).toBe('Loading…')
    expect(() => withFirstPaint('<body></body>')).toThrow(/no empty/)
  })
})
