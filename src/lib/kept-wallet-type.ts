import { readStored, writeStored } from './storage'

type WalletTypeChoice = 'SELF_HOSTED' | 'CUSTODIAL'

/**
 * The wallet type chosen on a page that confirms a collateral transfer, kept in this tab for
 * that page alone (`page` names it, with its application): a reload finds the choice, another
 * page or application starts empty.
 */
export function keptWalletType(page: string) {
  const stored = readStored('walletTypeChoice')
  return {
    initial: stored?.page === page ? stored.walletType : ('' as const),
    keep: (walletType: WalletTypeChoice) => {
      writeStored('walletTypeChoice', { page, walletType })
    },
  }
}
