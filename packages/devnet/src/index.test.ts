import * as devnet from './index.js'

describe('@walletport/devnet entry', () => {
  it('exports exactly the public runtime names', () => {
    expect(Object.keys(devnet).sort()).toEqual([
      'AnvilNotFoundError',
      'EvmNodeStartError',
      'EvmRpcError',
      'ProviderRpcError',
      'announceEvmTestWallet',
      'createEvmTestWallet',
      'createEvmTxIndex',
      'defaultEvmMnemonic',
      'deriveEvmAccounts',
      'devnetChainIds',
      'devnetPorts',
      'evmRpc',
      'evmTestWalletIcon',
      'findAnvilBinary',
      'getFreePort',
      'startDevnet',
      'startEvmIndexer',
      'startEvmNode',
    ])
  })
})
