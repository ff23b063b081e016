import { localEvm } from '@walletport/core/networks'
import { createEmbeddedWallet, EMBEDDED_CONNECTOR_ID } from '../createEmbeddedWallet.js'
import { EMBEDDED_WALLET_ICON } from '../embeddedWalletIcon.js'
import {
  announceEmbeddedEvmProvider,
  EMBEDDED_WALLET_RDNS,
  type EmbeddedEip6963ProviderDetail,
} from './announceEmbeddedEvmProvider.js'

function listen(window: EventTarget): EmbeddedEip6963ProviderDetail[] {
  const seen: EmbeddedEip6963ProviderDetail[] = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    seen.push((event as CustomEvent<EmbeddedEip6963ProviderDetail>).detail)
  })
  return seen
}

describe('announceEmbeddedEvmProvider', () => {
  it("announces adapter-evm's provider of the wallet at once and on every request, loading nothing", () => {
    const wallet = createEmbeddedWallet({ frameUrl: 'http://127.0.0.1:9', networks: [localEvm] })
    const window = new EventTarget()
    const seen = listen(window)
    const stop = announceEmbeddedEvmProvider(wallet, { name: 'My dapp', window })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[1]).toBe(seen[0])
    expect(seen[0]!.info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'My dapp',
      icon: EMBEDDED_WALLET_ICON,
      rdns: EMBEDDED_WALLET_RDNS,
    })
    const [connector] = wallet.forNamespace('eip155').getConnectors()
    expect(connector?.id).toBe(EMBEDDED_CONNECTOR_ID)
    expect(seen[0]!.provider).toBe(connector?.provider)
    expect(Object.isFrozen(seen[0]) && Object.isFrozen(seen[0]!.info)).toBe(true)
    expect(wallet.isLoaded()).toBe(false)

    stop()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
  })

  it('takes its own rdns and icon', () => {
    const wallet = createEmbeddedWallet({ frameUrl: 'http://127.0.0.1:9', networks: [localEvm] })
    const window = new EventTarget()
    const seen = listen(window)
    announceEmbeddedEvmProvider(wallet, {
      name: 'My dapp',
      rdns: 'org.example.wallet',
      icon: 'data:image/png;base64,AA==',
      window,
    })
    expect(seen[0]!.info).toMatchObject({ rdns: 'org.example.wallet', icon: 'data:image/png;base64,AA==' })
  })
})
