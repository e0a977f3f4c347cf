import { type StoryDriver, walk } from '@scenarios/replay-interpreter'
import {
  buildOffer,
  confirmCollateralSent,
  enterBankAccountByHand,
  giveCaliforniaDetails,
  signAgreements,
  verifyIdentity,
} from '@scenarios/replay-parts'
import type { ReplayStep } from '@scenarios/replay-steps'

/**
 * One driver per screen family, so that a test reads as the borrower's steps:
 * `const { details, collateral } = screens(driver); await details.fillValid()`.
 * The steps are the ones the library's stories walk (scenarios/replay-parts.ts), done by the one
 * interpreter of story steps (scenarios/replay-interpreter.ts) through the runner's driver: a
 * Playwright page, the rendered app or a page of Firefox or WebKitGTK.
 */
export function screens(driver: StoryDriver) {
  const run = (steps: readonly ReplayStep[]) => walk(driver, steps)
  return {
    residency: {
      /** Picks a US state of residence and continues to the offer builder. */
      choose: (state: string) =>
        run([
          { kind: 'select', label: 'State of residence', option: state },
          { kind: 'click', role: 'button', name: 'Continue' },
          { kind: 'expectPath', endsWith: '/start' },
        ]),
    },
    offer: {
      build: (offer: Parameters<typeof buildOffer>[0]) => run(buildOffer(offer)),
      /** Continue on the priced offer: the application is saved at its own address. */
      continue: () =>
        run([
          { kind: 'click', role: 'button', name: 'Continue' },
          { kind: 'expectHeading', name: 'Your application is saved' },
        ]),
    },
    details: {
      /** A US borrower in California, the address entered by hand, agreed to. */
      fillValid: () => run(giveCaliforniaDetails),
    },
    identity: { uploadDriversLicense: () => run(verifyIdentity) },
    disbursement: { enterByHand: () => run(enterBankAccountByHand) },
    agreements: { signAll: (count = 3) => run(signAgreements(count)) },
    collateral: { confirmSent: () => run(confirmCollateralSent) },
    sees: {
      heading: (name: string) => run([{ kind: 'expectHeading', name }]),
      text: (text: string) => run([{ kind: 'expectText', text }]),
      path: (endsWith: string) => run([{ kind: 'expectPath', endsWith }]),
    },
    clock: {
      /** The simulated lender's clock moves on; the work due by then runs. */
      advance: (ms: number) => run([{ kind: 'advanceClock', ms }]),
    },
    reload: () => run([{ kind: 'reload' }]),
  }
}
