/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server'
import { createTestClient } from '../test/createTestClient.js'
import * as exported from './index.js'

const { ConnectButton, NetworkButton, WalletPortProvider, WalletPortModal } = exported

describe('server side (Node, no window)', () => {
  it('imports every export without a window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    expect(Object.keys(exported).sort()).toEqual([
      'ConnectButton',
      'LOCALES',
      'NetworkButton',
      'WalletButton',
      'WalletPortContext',
      'WalletPortModal',
      'WalletPortProvider',
      'WalletPortProviderMissingError',
      'defaultMessages',
      'getMobileHandoffLink',
      'getMobileStoreLink',
      'getPhonePlatform',
      'loadMessages',
      'localeDirection',
      'mobileHandoffs',
      'resolveLocale',
      'resolveMessages',
      'shortenAddress',
      'themePresets',
      'useAccount',
      'useBalance',
      'useConnect',
      'useDisconnect',
      'useEvents',
      'useModalState',
      'useNetwork',
      'usePay',
      'useProvider',
      'useSendTransaction',
      'useSignMessage',
      'useSwitchNetwork',
      'useWaitForTransaction',
      'useWalletInfo',
      'useWalletPort',
      'useWalletPortContext',
      'useWalletPortState',
      'walletPortCss',
    ])
  })

  it('renders the provider, ConnectButton and NetworkButton to a string, with no modal markup', async () => {
    const { client } = await createTestClient()
    const html = renderToString(
      <WalletPortProvider client={client}>
        <ConnectButton />
        <NetworkButton />
      </WalletPortProvider>,
    )
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('EVM Local')
    expect(html).toContain('aria-haspopup="dialog"')
    expect(html).not.toContain('role="dialog"')
  })

  it('renders a connected account on the server as the client would', async () => {
    const { client } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    await client.fetchBalance()
    const html = renderToString(
      <WalletPortProvider client={client}>
        <ConnectButton />
      </WalletPortProvider>,
    )
    expect(html).toContain('0xC02a…6Cc2')
    expect(html).toContain('1.2345')
  })

  it('renders an embedded modal slot to nothing on the server while the modal is closed', async () => {
    const { client } = await createTestClient()
    const html = renderToString(
      <WalletPortProvider client={client} embedded>
        <div id="slot">
          <WalletPortModal />
        </div>
      </WalletPortProvider>,
    )
    expect(html).toBe('<div id="slot"></div>')
  })
})
