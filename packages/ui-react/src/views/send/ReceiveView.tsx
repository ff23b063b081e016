import { getReceiveNetworks, type Network, type WalletPortState } from '@walletport/core'
import { useEffect, useMemo, useState } from 'react'
import { renderSVG } from 'uqr'
import { CopyButton } from '../../components/CopyButton.js'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import type { ViewProps } from '../types.js'

const selectChain = (state: WalletPortState) =>
  state.activeChain === undefined ? undefined : state.chains[state.activeChain]

/**
 * The networks `address` works on, `network` first: `network` alone until the adapter has checked the others (its
 * address codec may load first); an answer for an address or network shown before is dropped.
 */
function useReceiveNetworks(client: ViewProps['client'], address?: string, network?: Network): Network[] {
  const [checked, setChecked] = useState<{ key: string; networks: Network[] }>()
  const key = address && network ? `${network.caipNetworkId}:${address}` : undefined
  useEffect(() => {
    if (!address || !network) return
    let current = true
    getReceiveNetworks(client, { address, network }).then(
      (networks) => {
        if (current) setChecked({ key: `${network.caipNetworkId}:${address}`, networks })
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [client, address, network])
  if (!network) return []
  return checked && checked.key === key ? checked.networks : [network]
}

/**
 * The Receive panel: the connected address as a QR code and copyable text, the network it is on and the other
 * networks of the namespace where the same address is valid, and a warning to send only assets of those networks.
 */
export default function ReceiveView({ client, messages }: ViewProps) {
  const chain = useWalletPortState(selectChain)
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  const qrCode = useMemo(
    () => (address ? `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(address))}` : undefined),
    [address],
  )
  const networks = useReceiveNetworks(client, address, network)
  if (!address || !network || !qrCode) return <p className="wp-notice">{messages.viewUnavailable}</p>
  return (
    <div className="wp-receive">
      <img className="wp-qr-code" src={qrCode} alt={messages.receiveQr} width={230} height={230} />
      <p className="wp-receive-address">
        <code>{address}</code>
      </p>
      <CopyButton text={address} label={messages.copyAddress} messages={messages} />
      <h3 className="wp-receive-networks-title">{messages.receiveNetworks}</h3>
      <ul className="wp-list wp-receive-networks" aria-label={messages.receiveNetworks}>
        {networks.map((candidate) => (
          <li key={candidate.caipNetworkId} aria-current={candidate.caipNetworkId === network.caipNetworkId}>
            {candidate.name}
          </li>
        ))}
      </ul>
      <p className="wp-warning" role="note">
        {messages.receiveWarning}
      </p>
    </div>
  )
}
