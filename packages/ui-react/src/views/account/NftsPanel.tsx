import {
  errorMessage,
  type Network,
  type Nft,
  type NftsResult,
  type WalletPortClient,
} from '@walletport/core'
import { useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import type { Messages } from '../../messages.js'

export interface NftsPanelProps {
  client: WalletPortClient
  /** The account and network the NFTs are read for: a change reads them again. */
  address: string
  network: Network
  messages: Messages
}

type Load =
  | { status: 'loading' }
  | { status: 'done'; result: NftsResult }
  | { status: 'failed'; message: string }

/**
 * The account's NFTs (core's `getNfts`: the app's indexer, else the chain's own records): image, name and
 * collection. A network with no NFT source says so, rather than that the account holds none.
 */
export function NftsPanel({ client, address, network, messages }: NftsPanelProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account or network reads the NFTs again
  useEffect(() => {
    let live = true
    setLoad({ status: 'loading' })
    client.getNfts().then(
      (result) => live && setLoad({ status: 'done', result }),
      (error: unknown) => live && setLoad({ status: 'failed', message: errorMessage(error) }),
    )
    return () => {
      live = false
    }
  }, [client, address, network.caipNetworkId])

  if (load.status === 'loading') return <Spinner label={messages.nftsLoading} />
  if (load.status === 'failed')
    return (
      <p className="wp-error" role="alert">
        {messages.nftsFailed}: {load.message}
      </p>
    )
  if (!load.result.available) return <p className="wp-notice">{messages.nftsUnavailable}</p>
  if (load.result.nfts.length === 0) return <p className="wp-notice">{messages.noNfts}</p>
  return (
    <ul className="wp-nfts" aria-label={messages.nfts}>
      {load.result.nfts.map((nft) => (
        <NftCard key={`${nft.contract}:${nft.tokenId}`} nft={nft} />
      ))}
    </ul>
  )
}

function NftCard({ nft }: { nft: Nft }) {
  return (
    <li className="wp-nft">
      {nft.imageUrl ? (
        <img className="wp-nft-image" src={nft.imageUrl} alt="" aria-hidden="true" width={144} height={144} />
      ) : (
        <span className="wp-nft-image wp-nft-placeholder" aria-hidden="true">
          #{nft.tokenId.length > 6 ? `${nft.tokenId.slice(0, 5)}…` : nft.tokenId}
        </span>
      )}
      <span className="wp-nft-name">
        {nft.name}
        {nft.amount !== '1' && <span className="wp-nft-amount"> ×{nft.amount}</span>}
      </span>
      <span className="wp-nft-collection">{nft.collectionName}</span>
    </li>
  )
}
