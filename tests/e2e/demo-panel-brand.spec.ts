import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, openScenario, test } from '@tests/support/playwright/fixtures'
import { REPOSITORY_ROOT } from '@tests/support/repository'

/**
 * A lender's brand file dropped on the demo controls dresses the running demo: the page comes
 * back wearing it (title, logo, primary colour) and keeps it across a reload, until `?org=`
 * picks one of the simulation's own brands again. A new brand: Harborline's file under another
 * code and name, with another primary colour.
 */
test('a brand file dropped on the demo controls dresses the running demo in it', async ({
  page,
}) => {
  const harborline = JSON.parse(
    readFileSync(join(REPOSITORY_ROOT, 'fixtures', 'brands', 'harborline.json'), 'utf8'),
  )
  const tried = {
    ...harborline,
    orgCode: 'TRIED',
    canonicalOrgCode: 'TRIED',
    orgBrand: {
      ...harborline.orgBrand,
      name: 'Tried Lending',
      pageTitle: 'Loans on trial',
      colours: { ...harborline.orgBrand.colours, primary: '#6B1E3A' },
    },
  }
  await openScenario(page, { scenario: 'fresh-us-borrower', path: 'residency' })
  await page.getByRole('button', { name: 'Demo controls', exact: true }).click()
  const target = page.locator('.demo-panel__drop')
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer()
    transfer.items.add(new File([text], 'tried.json', { type: 'application/json' }))
    return transfer
  }, JSON.stringify(tried))
  const reloaded = page.waitForEvent('load')
  await target.dispatchEvent('drop', { dataTransfer })
  await reloaded

  const worn = async () => ({
    title: await page.title(),
    logo: await page.locator('.shell-header img').first().getAttribute('alt'),
    primary: await page
      .getByRole('button', { name: 'Continue', exact: true })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
  })
  const expected = {
    title: 'Loans on trial | Tried Lending',
    logo: 'Tried Lending',
    primary: 'rgb(107, 30, 58)',
  }
  await expect.poll(worn).toEqual(expected)
  await page.reload()
  await expect.poll(worn).toEqual(expected)

  await page.goto('residency?org=MERIDIAN')
  await expect(page).toHaveTitle(/\| Meridian Bank$/)
})
