import type { EvmAccount } from './deriveEvmAccounts.js'
import { evmRpc } from './evmRpc.js'

/**
 * Creation code of a minimal ERC-20 (name 'Test Token', symbol 'TST', 6 decimals; balanceOf, decimals, symbol, name,
 * transfer — reverting when the sender lacks the amount; no events, no allowances). Balances live in the storage slot
 * numbered by the holder's address; the deployer gets 1 000 000 TST. Assembled by adapter-evm's test assembler
 * (`testTokenCreationCode(10n ** 12n)` in packages/adapter-evm/test/testContracts.ts).
 */
export const TEST_TOKEN_CREATION_CODE =
  '0x64e8d4a51000335560e9601460003960e96000f360003560e01c806370a0823114610043578063313ce5671461005057806395d89b411461005b57806306fdde031461008f578063a9059cbb146100c3575b60006000fd5b6004355460005260206000f35b600660005260206000f35b602060005260036020527f545354000000000000000000000000000000000000000000000000000000000060405260606000f35b6020600052600a6020527f5465737420546f6b656e0000000000000000000000000000000000000000000060405260606000f35b602435335481811061003d57819003335560043580548201905550600160005260206000f3'

/** Where `deployTestToken` puts the token on a devnet started with the default mnemonic (the deployer's first transaction). */
export const DEVNET_TEST_TOKEN = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'

/** TST every funded account holds after `deployTestToken` (1 000 TST). */
export const TEST_TOKEN_GRANT = 1_000_000_000n

/**
 * Deploys the test token from the last funded account (its first transaction, so the address is the same on every
 * start) and grants each funded account `TEST_TOKEN_GRANT` (anvil_setStorageAt on its balance slot). Resolves with the
 * token's address.
 */
export async function deployTestToken(rpcUrl: string, accounts: readonly EvmAccount[]): Promise<string> {
  const deployer = accounts.at(-1)
  if (!deployer) throw new Error('the EVM node has no funded account to deploy the test token from')
  const hash = await evmRpc<string>(rpcUrl, 'eth_sendTransaction', [
    { from: deployer.address, data: TEST_TOKEN_CREATION_CODE },
  ])
  let address: string | undefined
  for (let attempt = 0; attempt < 200 && !address; attempt++) {
    const receipt = await evmRpc<{ contractAddress: string; status: string } | null>(
      rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    )
    if (receipt?.status === '0x0') throw new Error('the test token deployment reverted')
    if (receipt) address = receipt.contractAddress
    else await new Promise((resolve) => setTimeout(resolve, 25))
  }
  if (!address) throw new Error('the test token deployment was not mined')
  const grant = `0x${TEST_TOKEN_GRANT.toString(16).padStart(64, '0')}`
  for (const account of accounts.slice(0, -1)) {
    const slot = `0x${account.address.slice(2).toLowerCase().padStart(64, '0')}`
    await evmRpc(rpcUrl, 'anvil_setStorageAt', [address, slot, grant])
  }
  return address
}
