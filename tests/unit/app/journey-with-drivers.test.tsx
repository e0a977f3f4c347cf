// @vitest-environment happy-dom

import { resolveScenario } from '@scenarios/scenario'
import { findScenario } from '@scenarios/scenario-catalogue'
import { renderedAppDriver } from '@tests/support/drivers/rendered-app-driver'
import { screens } from '@tests/support/drivers/screens'
import { installAppHarness } from '@tests/support/render-app'
import { describe, it } from 'vitest'

installAppHarness()

const SECOND = 1_000
const MINUTE = 60 * SECOND

describe('the US journey from the details form to funds disbursed, in the borrower’s steps', () => {
  it('a signed-in borrower at the details form gets the loan funded', async () => {
    const scenario = findScenario('at-borrower-details')
    if (!scenario) throw new Error('the at-borrower-details story is missing')
    const driver = renderedAppDriver()
    await driver.open(resolveScenario(scenario))
    const { details, identity, disbursement, agreements, collateral, sees, clock, reload } =
      screens(driver)

    await details.fillValid()
    await clock.advance(2 * SECOND) // the soft credit pull
    await sees.heading('Final steps')
    await identity.uploadDriversLicense()
    await clock.advance(10 * SECOND) // the identity check
    await disbursement.enterByHand()
    await agreements.signAll(3)
    await collateral.confirmSent()
    await reload()
    await sees.heading('Your application is complete')
    await clock.advance(10 * MINUTE + 10 * SECOND) // the collateral arrives, the loan is funded
    await sees.heading('Your funds have been disbursed')
    await sees.text('Funds Disbursed (done)')
  }, 30_000)
})
