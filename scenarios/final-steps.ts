import { startChecklistTask } from './checklist-steps'
import { CHECKLIST_HEADING, verifyIdentity } from './replay-parts'
import { defineScenario } from './scenario'
import { caApplicationAt, danaWithDetails } from './story-parts'

/** Stories that open on the final-steps checklist. */

export const atNextSteps = defineScenario({
  name: 'at-next-steps',
  description:
    'Details given and soft credit approved: the final-steps checklist, identity not yet verified.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('FINAL_STEPS', { identity: 'NOT_STARTED' })],
  },
  replay: {
    steps: [
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      ...verifyIdentity,
      { kind: 'advanceClock', ms: 5_000, note: 'the lender verifies the ID' },
      { kind: 'expectText', text: 'Review Agreements' },
    ],
  },
})

export const kycInReview = defineScenario({
  name: 'kyc-in-review',
  description:
    'The ID was uploaded and the lender is reviewing it by hand: the checklist shows ID in Review.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('KYC_VERIFY', { identity: 'PENDING' })],
  },
  decisions: { kyc: 'IN_REVIEW' },
  replay: {
    steps: [
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
      { kind: 'expectText', text: 'ID in Review' },
    ],
  },
})

export const nextStepsAgreementsReady = defineScenario({
  name: 'next-steps-agreements-ready',
  description: 'Identity verified: the checklist with the loan agreements ready to review.',
  world: {
    borrower: danaWithDetails,
    applications: [caApplicationAt('SIGN_DOCS', { identity: 'COMPLETED' })],
  },
})

export const identityUploadFails = defineScenario({
  name: 'identity-upload-fails',
  description:
    'The final-steps checklist, where the first ID upload fails at the lender (503) and a retry goes through.',
  world: atNextSteps.world,
  faults: [{ endpoint: 'uploadIdentityDocument', status: 503, times: 1 }],
  replay: {
    steps: [
      ...startChecklistTask('Verify Identity'),
      { kind: 'select', label: 'ID type', option: "Driver's license" },
      { kind: 'upload' },
      { kind: 'click', role: 'button', name: 'Upload' },
      { kind: 'expectText', text: 'Your ID was not uploaded', note: 'the file is kept' },
      { kind: 'click', role: 'button', name: 'Upload', note: 'tried again' },
      { kind: 'expectHeading', name: CHECKLIST_HEADING },
    ],
  },
})
