import { vi } from 'vitest'

/**
 * Records the file name of each download the app starts (a click on a link with `download`)
 * instead of letting the DOM follow it; `click.mockRestore()` puts the real click back.
 */
export function recordDownloads() {
  const clicked: string[] = []
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download)
  })
  return { clicked, click }
}
