import type { LoadBankLinkWidget } from '@contract/bank-link-widget'

/** The stand-in dialog is fetched only when a link screen opens it, like the real SDK. */
export const loadSimulatedBankLink: LoadBankLinkWidget = () =>
  import('./simulated-link-dialog').then((module) => module.SimulatedLinkDialog)
