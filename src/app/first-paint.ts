/**
 * The page a borrower sees before the JavaScript has run: the shell's header bar and, on the
 * pages borrowers land on from a link, the page's heading, in the same places the app paints
 * them. The production build writes one HTML file per landing page with this markup inside
 * #root (the server answers /start with start.html), and index.html with the plain shell for
 * every other address. The app renders over it once the first page is loaded, in one commit,
 * so nothing moves and nothing flashes blank.
 *
 * Plain strings, no React: the build reads this file. tests/unit/app/first-paint.test.tsx keeps
 * each heading equal to the one the app renders.
 */

// Relative, not @/: the build's configuration reads this file without the app's aliases.
import { MOBILE_APP_STEPS } from '../features/mobile-app/mobile-app-steps.ts'

export interface FirstPaintPage {
  /** The route's path under the base, and the file name the build gives its page. */
  path: string
  title: string
  /**
   * The lead under the title, when it is the same for every visitor; or, where the app's
   * names the visitor's loan amount, its words without it, which hold the same place.
   */
  lead?: string
  /** The page sits in the narrow column (Page narrow). */
  narrow?: boolean
  /** The heading sits in a card (Card around PageHeading). */
  inCard?: boolean
  /**
   * What follows the heading when it is the same for every visitor, so the page's largest
   * text is on screen before the JavaScript has run. Its styles must be in the stylesheet
   * src/main.tsx imports.
   */
  content?: string
}

/** /get-mobile-app's steps beside the QR code, whose place is kept free until it is drawn. */
/** Built when the build reads it; the entry, which also imports this file, leaves it out. */
const mobileAppContent = () =>
  `<div class="mobile-app"><div class="mobile-app__qr"><span class="mobile-app__qr-space"></span></div><ol class="mobile-app__steps">${MOBILE_APP_STEPS.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol></div>`

export const FIRST_PAINT_PAGES: readonly FirstPaintPage[] = [
  {
    path: 'start',
    title: 'Get cash without selling your crypto',
    lead: 'Borrow against your bitcoin or ether. Your rate and terms update as you type.',
  },
  {
    path: 'residency',
    title: 'Where do you live?',
    lead: "Loan terms and limits depend on where you live. We'll use this to show the offers available to you.",
    narrow: true,
  },
  {
    path: 'faq',
    title: 'Frequently asked questions',
    lead: 'How borrowing against your crypto works, what it costs and what happens to your collateral.',
  },
  {
    path: 'get-mobile-app',
    title: 'Continue in our mobile app',
    lead: 'Your loan is looked after in our mobile app.',
    narrow: true,
    inCard: true,
    content: /* @__PURE__ */ mobileAppContent(),
  },
]

/** Marks the static markup, so the app knows to load the first page before it renders. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const LOADER =
  '<div class="ui-loader" role="status"><span class="ui-loader__ring" aria-hidden="true"></span><span>Loading…</span></div>'

/** The static shell: the header bar, and the page's heading when one is given. */
export function firstPaintMarkup(page?: FirstPaintPage): string {
  let content = LOADER
  if (page) {
    const lead = page.lead ? `<p class="ui-page-heading__lead">${escapeHtml(page.lead)}</p>` : ''
    const heading = `<header class="ui-page-heading"><h1 class="ui-page-heading__title">${escapeHtml(page.title)}</h1>${lead}</header>`
    const rest = `${page.content ?? ''}${LOADER}`
    content = page.inCard
      ? `<section class="ui-card">${heading}${rest}</section>`
      : `${heading}${rest}`
  }
  const column = !page || page.narrow ? 'ui-page ui-page--narrow' : 'ui-page'
  return `<div class="shell" ${FIRST_PAINT_ATTRIBUTE}=""><header class="shell-header"><div class="shell-header__inner"></div></header><main class="shell-main"><div class="${column}">${content}</div></main></div>`
}

/** index.html with the static shell inside its empty #root. */
export function withFirstPaint(indexHtml: string, page?: FirstPaintPage): string {
  const root = '<div id="root"></div>'
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div>')
  return indexHtml.replace(root, `<div id="root">${firstPaintMarkup(page)}</div>`)
}

/** The longest the app waits for the browser to report its first paint. */
export const FIRST_PAINT_WAIT_MS = 1000

/**
 * Resolves once the browser has reported the page's first contentful paint, so work started
 * after it cannot hold the paint back: at once in a hidden tab, which paints nothing, and after
 * a frame where the browser does not report paints; never later than FIRST_PAINT_WAIT_MS.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve()
      return
    }
    const timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(done, 0))
      return
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      done()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}
