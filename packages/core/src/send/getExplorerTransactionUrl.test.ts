import { cosmosHub, localEvm, mainnet, polkadot, solanaDevnet } from '../networks/index.js'
import { getExplorerTransactionUrl } from './getExplorerTransactionUrl.js'

describe('getExplorerTransactionUrl', () => {
  it('links the transaction on the network’s default explorer, keeping its path', () => {
    expect(getExplorerTransactionUrl(mainnet, '0xabc')).toBe('https://etherscan.io/tx/0xabc')
    expect(getExplorerTransactionUrl(cosmosHub, 'ABCD')).toBe('https://www.mintscan.io/cosmos/tx/ABCD')
    expect(getExplorerTransactionUrl(polkadot, '0x12')).toBe('https://polkadot.subscan.io/extrinsic/0x12')
    expect(getExplorerTransactionUrl(solanaDevnet, '5sig')).toMatch(
      /^https:\/\/explorer\.solana\.com\/tx\/5sig/,
    )
  })

  it('has no link on a network without an explorer, and escapes the hash', () => {
    expect(getExplorerTransactionUrl(localEvm, '0xabc')).toBeUndefined()
    expect(getExplorerTransactionUrl(mainnet, 'a/b?c')).toBe('https://etherscan.io/tx/a%2Fb%3Fc')
  })
})
