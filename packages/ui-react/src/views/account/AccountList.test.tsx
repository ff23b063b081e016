import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { localEvm } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../../test/viewTestSetup.js'
import AccountView from '../AccountView.js'

const first = 'mem0123456789abcdef'
const second = 'mem0fedcba987654321'
const ether = 10n ** 18n

async function connected(accounts: string[]) {
  const adapter = createMemoryAdapter({
    networks: [localEvm],
    accounts,
    balances: { [first]: 3n * ether, [second]: 7n * ether },
  })
  const { client } = await createViewTestClient({ adapter, networks: [localEvm] })
  await connectMemoryWallet(client)
  client.open()
  return client
}

describe('AccountList in the Account view', () => {
  it('lists every connected account, the active one marked, and makes the chosen one active', async () => {
    const client = await connected([first, second])
    const user = userEvent.setup()
    renderView(AccountView, client)
    const list = screen.getByRole('list', { name: 'Accounts' })
    const [firstItem, secondItem] = within(list).getAllByRole('button')
    expect(within(list).getAllByRole('button')).toHaveLength(2)
    expect(firstItem).toHaveTextContent('mem012…cdef')
    expect(firstItem).toHaveAttribute('aria-current', 'true')
    expect(within(firstItem!).getByText('Active')).toBeInTheDocument()
    expect(secondItem).not.toHaveAttribute('aria-current')
    await waitFor(() => expect(document.querySelector('.wp-account-balance')).toHaveTextContent('3 ETH'), {
      timeout: 20_000,
    })

    await user.click(secondItem!)

    expect(client.getState().chains.eip155?.accountState.address).toBe(second)
    expect(
      await screen.findByRole('heading', { name: 'mem0fe…4321' }, { timeout: 20_000 }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.querySelector('.wp-account-balance')).toHaveTextContent('7 ETH'), {
      timeout: 20_000,
    })
    const [firstAfter, secondAfter] = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole(
      'button',
    )
    expect(secondAfter).toHaveAttribute('aria-current', 'true')
    expect(within(secondAfter!).getByText('Active')).toBeInTheDocument()
    expect(firstAfter).not.toHaveAttribute('aria-current')
  })

  it('shows no list for a wallet that connected one account', async () => {
    const client = await connected([first])
    renderView(AccountView, client)
    expect(screen.getByRole('heading', { name: 'mem012…cdef' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Accounts' })).toBeNull()
  })
})
