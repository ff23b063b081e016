import { screen } from '@testing-library/react'
import { createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import GetWalletView from './GetWalletView.js'

describe('GetWalletView', () => {
  it('says the wallet is not installed and links its install page in a new tab', async () => {
    const { client } = await createViewTestClient()
    client.open({ view: 'GetWallet', data: { wallet: { id: 'metamask', name: 'MetaMask' } } })
    renderView(GetWalletView, client)
    expect(screen.getByRole('heading', { name: 'MetaMask is not installed' })).toBeInTheDocument()
    const install = await screen.findByRole('link', { name: 'Install MetaMask' })
    expect(install).toHaveAttribute('target', '_blank')
    expect(install).toHaveAttribute('rel', 'noopener noreferrer')
    expect(install.getAttribute('href')).toMatch(/^https:\/\//)
    expect(screen.queryByRole('link', { name: 'Open MetaMask' })).not.toBeInTheDocument()
    expect(screen.queryByText(/pairing link/)).not.toBeInTheDocument()
  })

  it('offers nothing to click for a wallet the directory does not know', async () => {
    const { client } = await createViewTestClient()
    client.open({ view: 'GetWallet', data: { wallet: { id: 'no-such-wallet', name: 'Nowhere' } } })
    renderView(GetWalletView, client)
    await screen.findByRole('heading', { name: 'Nowhere is not installed' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
