import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import NetworksView from './NetworksView.js'

function networkButton(name: string) {
  const list = screen.getByRole('list', { name: 'Networks' })
  return within(list).getByRole('button', { name: new RegExp(`^${name} ?(Active)?$`) })
}

describe('NetworksView', () => {
  it('lists the requested networks and marks the active one', async () => {
    const { client } = await createViewTestClient()
    await connectMemoryWallet(client)
    renderView(NetworksView, client)
    const items = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.wp-list-item-name')?.textContent)).toEqual([
      'EVM Local',
      'EVM Local 2',
    ])
    expect(networkButton('EVM Local')).toHaveAttribute('aria-current', 'true')
    expect(networkButton('EVM Local')).toHaveTextContent('Active')
    expect(networkButton('EVM Local 2')).not.toHaveAttribute('aria-current')
  })

  it('switches network through the client when one is chosen by keyboard', async () => {
    const { client, adapter } = await createViewTestClient()
    await connectMemoryWallet(client)
    renderView(NetworksView, client)
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    expect(networkButton('EVM Local 2')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(adapter.wallet.requests).toContain('switchNetwork')
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31338)
    expect(networkButton('EVM Local 2')).toHaveAttribute('aria-current', 'true')
  })

  it("shows the error's message inline when the switch fails", async () => {
    const { client, adapter } = await createViewTestClient()
    await connectMemoryWallet(client)
    adapter.wallet.setBehavior('reject')
    renderView(NetworksView, client)
    await userEvent.click(networkButton('EVM Local 2'))
    expect(await screen.findByRole('alert')).toHaveTextContent('User rejected the request')
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.id).toBe(31337)
  })

  it('refuses to switch when the app disabled network switching, saying why', async () => {
    const { client } = await createViewTestClient({ enableNetworkSwitch: false })
    renderView(NetworksView, client)
    await userEvent.click(networkButton('EVM Local 2'))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network switching is disabled$/)
  })
})
