// @vitest-environment happy-dom

import type { Fault } from '@scenarios/scenario'
import { caApplicationAt } from '@scenarios/story-parts'
import { createSimulation } from '@sim/create-simulation'
import { screen, within } from '@testing-library/react'
import { signedInScenario } from '@tests/support/factories'
import { installAppHarness, renderApp, testServices, waitUntil } from '@tests/support/render-app'
import { describe, expect, it } from 'vitest'

installAppHarness()
const main = () => screen.getByRole('main')

describe('opening the identity step fails (core-journey §2 Identity)', () => {
  it.each([
    ['the selected offer is refused', { endpoint: 'getSelectedOffer', status: 503, times: 1 }],
    ['the selected offer drops', { endpoint: 'getSelectedOffer', networkError: true, times: 1 }],
  ] as const)(
    '%s: says so with Back to final steps, and Try again opens the upload',
    async (_l, fault: Fault) => {
      const simulation = await createSimulation({
        services: testServices,
        scenario: signedInScenario({
          world: { applications: [caApplicationAt('FINAL_STEPS')] },
          faults: [fault],
        }),
      })
      const appUuid = simulation.engine.collections.applications.all()[0]?.appUuid as string
      const app = await renderApp(`/${appUuid}/identity`, { simulation })
      await waitUntil(() =>
        screen.getByRole('heading', { level: 1, name: "We couldn't load this step" }),
      )
      expect(within(main()).getByRole('link', { name: 'Back to final steps' })).toBeTruthy()
      expect(within(main()).queryByRole('button', { name: 'Upload' })).toBeNull()
      await app.user.click(within(main()).getByRole('button', { name: 'Try again' }))
      await waitUntil(() => within(main()).getByRole('button', { name: 'Upload' }))
      expect(within(main()).getByRole('combobox', { name: 'ID type' })).toBeTruthy()
    },
  )
})
