import * as devnet from './index.js'

describe('@walletport/devnet entry', () => {
  it('exports exactly the public runtime names', () => {
    expect(Object.keys(devnet).sort()).toEqual([
      'AnvilNotFoundError',
      'EvmNodeStartError',
      'EvmRpcError',
      'ProviderRpcError',
      'SolanaWalletRejectionError',
      'SvmRpcError',
      'announceEvmTestWallet',
      'createEvmTestWallet',
      'createEvmTxIndex',
      'createSolanaTestWallet',
      'createSvmChain',
      'defaultEvmMnemonic',
      'deriveEvmAccounts',
      'devnetChainIds',
      'devnetPorts',
      'evmRpc',
      'evmTestWalletIcon',
      'findAnvilBinary',
      'getFreePort',
      'registerStandardWallet',
      'solanaTestWalletIcon',
      'startDevnet',
      'startEvmIndexer',
      'startEvmNode',
      'startSolanaDevnet',
    ])
  })
})
