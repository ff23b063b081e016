import '@testing-library/jest-dom'
import { act, screen, within } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { renderWithProvider } from '../../test/renderWithProvider.js'
import { ConnectButton } from '../ConnectButton.js'
import type { CustomWallet } from './types.js'

const acme: CustomWallet = {
  id: 'acme',
  name: 'Acme Wallet',
  chains: ['eip155'],
  homepage: 'https://acme.example',
  install: { chrome: 'https://acme.example/extension' },
  iconUrl: 'https://acme.example/icon.png',
}

async function listedWallets() {
  const list = await screen.findByRole('list', { name: 'Wallets' })
  return within(list).getAllByRole('button')
}

describe("the provider's customWallets and walletDirectoryUrl", () => {
  it('lists the custom wallets first in All Wallets, with their icons', async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />, { customWallets: [acme] })
    act(() => client.open({ view: 'AllWallets' }))
    const [first] = await listedWallets()
    expect(first).toHaveTextContent('Acme Wallet')
    expect(within(first!).getByRole('img')).toHaveAttribute('src', 'https://acme.example/icon.png')
  })

  it('drops an icon that is not a safe image URL (a monogram is drawn instead)', async () => {
    const { client } = await createTestClient()
    const unsafe = { ...acme, iconUrl: 'javascript:alert(1)' }
    renderWithProvider(client, <ConnectButton />, { customWallets: [unsafe] })
    act(() => client.open({ view: 'AllWallets' }))
    const [first] = await listedWallets()
    expect(first).toHaveTextContent('Acme Wallet')
    expect(first!.querySelector('img')).toBeNull()
  })

  it("loads the app's directory from walletDirectoryUrl instead of the bundled one", async () => {
    const { client } = await createTestClient()
    renderWithProvider(client, <ConnectButton />, { walletDirectoryUrl: 'http://127.0.0.1:9/wallets.json' })
    act(() => client.open({ view: 'AllWallets' }))
    // Nothing answers there: the list reports the failure rather than showing the bundled wallets.
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.queryByText('MetaMask')).not.toBeInTheDocument()
  })
})
