import { createContext, useContext } from 'react'

/**
 * Whether a call made now waits for the network: the app is offline and its lender is across
 * the network (the production build; the demo's lender runs in the browser and answers offline).
 * The app provides it; a busy button then says what it is waiting for.
 */
const WaitingForNetwork = createContext(false)

export const WaitingForNetworkProvider = WaitingForNetwork.Provider

export function useWaitingForNetwork(): boolean {
  return useContext(WaitingForNetwork)
}

/** What a busy button says while its call waits for the network. */
export const WAITING_FOR_NETWORK_TEXT = 'Waiting for the network…'
