import { act, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { bitcoin, bitcoinRegtest, localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../../test/viewTestSetup.js'
import ReceiveView from './ReceiveView.js'

describe('ReceiveView', () => {
  it('shows the address as a QR code and text, copies it, lists the networks it works on and warns', async () => {
    const adapter = createMemoryAdapter({ networks: [localEvm, localEvm2], accounts: ['mem0cafe'] })
    const { client } = await createViewTestClient({ adapter, features: { receive: true } })
    await connectMemoryWallet(client)
    const user = userEvent.setup()
    renderView(ReceiveView, client)
    const qr = screen.getByRole('img', { name: 'QR code of your address' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/)
    expect(screen.getByText('mem0cafe')).toBeInTheDocument()
    expect(await screen.findByText('EVM Local 2')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'This address works on' })).toHaveTextContent(
      'EVM LocalEVM Local 2',
    )
    expect(screen.getByRole('note')).toHaveTextContent('Send only assets of these networks')
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe('mem0cafe')
  })

  it('leaves out networks of the namespace where the address is not valid', async () => {
    const adapter = createMemoryAdapter({
      namespace: 'bip122',
      networks: [bitcoinRegtest, bitcoin],
      accounts: ['mem0beef'],
    })
    let checked = 0
    adapter.validateAddress = async ({ network }) => {
      await Promise.resolve()
      checked++
      if (network.caipNetworkId === bitcoin.caipNetworkId) throw new Error('not a mainnet address')
    }
    const { client } = await createViewTestClient({ adapter, networks: [bitcoinRegtest, bitcoin] })
    await connectMemoryWallet(client)
    renderView(ReceiveView, client)
    await waitFor(() => expect(checked).toBe(1))
    await act(() => Promise.resolve())
    const list = screen.getByRole('list', { name: 'This address works on' })
    expect(list).toHaveTextContent(bitcoinRegtest.name)
    expect(list).not.toHaveTextContent(/^Bitcoin$/)
    expect(list.querySelectorAll('li')).toHaveLength(1)
  })
})
