import { createWalletConnectConnector, watchWalletConnect } from '@walletport/walletconnect'
import { benchEvmNetwork, benchMetadata, mountWalletPort } from '../shared/WalletPortApp'

// The EVM-only app plus the WalletConnect connector: its SDK loads only when the user picks WalletConnect.
const walletConnect = createWalletConnectConnector({ networks: [benchEvmNetwork], metadata: benchMetadata })

mountWalletPort(undefined, {
  evmConnectors: [walletConnect.forNamespace('eip155')],
  onClient: (client) => watchWalletConnect(client, walletConnect),
})
