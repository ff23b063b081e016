import { HDNodeWallet, Mnemonic } from 'ethers'

/** The mnemonic anvil and Hardhat fund by default. */
export const defaultEvmMnemonic = 'test test test test test test test test test test test junk'

export interface EvmAccount {
  address: string
  privateKey: string
}

/** Accounts at m/44'/60'/0'/0/i for i in [0, count), the ones anvil funds for `mnemonic`. */
export function deriveEvmAccounts(mnemonic: string = defaultEvmMnemonic, count = 10): EvmAccount[] {
  const parent = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(mnemonic), "m/44'/60'/0'/0")
  return Array.from({ length: count }, (_, index) => {
    const child = parent.deriveChild(index)
    return { address: child.address, privateKey: child.privateKey }
  })
}
