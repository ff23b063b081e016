import type { ChainNamespace } from '@walletport/core'
import type { Messages } from '../messages.js'
import { formatMessage } from './formatMessage.js'
import { NetworkImage } from './NetworkImage.js'
import { useChainName } from './useChainName.js'

export const CHAIN_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** The marks of the chains a wallet works with; read as 'Works with EVM, Solana'. */
export function ChainBadges({ chains, messages }: { chains: readonly ChainNamespace[]; messages: Messages }) {
  const chainName = useChainName()
  const unique = [...new Set(chains)]
  if (unique.length === 0) return null
  const names = unique.map(chainName).join(', ')
  return (
    <span className="wp-chain-badges">
      {unique.map((chain) => (
        <NetworkImage key={chain} caipNetworkId={chain} size={16} />
      ))}
      <span className="wp-visually-hidden">{formatMessage(messages.supportedChains, { chains: names })}</span>
    </span>
  )
}
