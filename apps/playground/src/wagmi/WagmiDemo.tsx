import { ConnectButton, NetworkButton } from '@walletport/ui-react'
import { erc20Abi } from 'viem'
import {
  useAccount,
  useChains,
  useConnect,
  useConnectors,
  useDisconnect,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'

const recipient = '0x000000000000000000000000000000000000dEaD'

/** wagmi's own hooks, unchanged, on the WalletPort connector. */
export function WagmiDemo({ token }: { token: `0x${string}` }) {
  const { address, chainId, status } = useAccount()
  const connectors = useConnectors()
  const connect = useConnect()
  const { disconnect } = useDisconnect()
  const chains = useChains()
  const switchChain = useSwitchChain()
  const sign = useSignMessage()
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const error = connect.error ?? switchChain.error ?? sign.error ?? write.error
  return (
    <main className="wagmi-demo">
      <ConnectButton />
      <NetworkButton />
      <dl>
        <dt>wagmi status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>wagmi address</dt>
        <dd data-testid="wagmi-address">{address ?? ''}</dd>
        <dt>wagmi chain</dt>
        <dd data-testid="wagmi-chain">{chainId ?? ''}</dd>
        <dt>signature</dt>
        <dd data-testid="wagmi-signature">{sign.data ?? ''}</dd>
        <dt>transaction</dt>
        <dd data-testid="wagmi-receipt">{receipt.data?.status ?? (write.data ? 'pending' : '')}</dd>
        <dt>error</dt>
        <dd data-testid="wagmi-error">{error?.message.split('\n')[0] ?? ''}</dd>
      </dl>
      <button type="button" onClick={() => connect.mutate({ connector: connectors[0]! })}>
        wagmi connect
      </button>
      <button type="button" onClick={() => sign.mutate({ message: 'Signed through wagmi' })}>
        wagmi sign
      </button>
      <button
        type="button"
        onClick={() =>
          write.mutate({ address: token, abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] })
        }
      >
        wagmi write
      </button>
      {chains.map((chain) => (
        <button key={chain.id} type="button" onClick={() => switchChain.mutate({ chainId: chain.id })}>
          wagmi switch to {chain.id}
        </button>
      ))}
      <button type="button" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
    </main>
  )
}
