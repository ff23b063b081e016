import { act, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter } from '@walletport/core/testing'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../../test/viewTestSetup.js'
import AccountView from '../AccountView.js'
import SendView from './SendView.js'

// Several user steps each; a loaded machine needs more than jest's 5 s.
jest.setTimeout(20_000)

const alice = 'mem0aaaa'
const bob = 'mem0bbbb'
const ether = 10n ** 18n
const fee = 21_000n * 10n ** 9n

async function connected(features = { send: true, receive: true }) {
  const memory = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: [alice],
    balances: { [alice]: ether },
    fee,
  })
  const adapter = { ...memory, estimateTransfer: async () => ({ fee, minimum: 1n, reserve: 0n }) }
  const setup = await createViewTestClient({ adapter, features })
  await connectMemoryWallet(setup.client)
  if (features.send) setup.client.open({ view: 'Send' })
  return { ...setup, wallet: memory.wallet }
}

async function toAmount(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Ether/ }))
  await user.type(screen.getByLabelText('Recipient'), bob)
  await user.click(screen.getByRole('button', { name: 'Next' }))
}

describe('SendView', () => {
  it('sends native coin: asset with balance, recipient, amount, review with fee and network, hash and confirmation', async () => {
    const { client, wallet } = await connected()
    const user = userEvent.setup()
    renderView(SendView, client)
    expect(await screen.findByRole('button', { name: 'Ether 1 ETH' })).toBeInTheDocument()
    await toAmount(user)
    await user.type(screen.getByLabelText('Amount (ETH)'), '0.25')
    await user.click(screen.getByRole('button', { name: 'Review' }))
    expect(await screen.findByText('0.000021 ETH')).toBeInTheDocument()
    expect(screen.getByText('EVM Local')).toBeInTheDocument()
    expect(screen.getByText(bob)).toBeInTheDocument()
    expect(wallet.requests).not.toContain('sendTransaction')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Confirmed')).toBeInTheDocument()
    expect(screen.getByText(/^memtx/)).toBeInTheDocument()
    expect(screen.getByText('Balance: 0.7499 ETH')).toBeInTheDocument()
    expect(wallet.balanceOf(bob)).toBe(ether / 4n)
  })

  it('says what is wrong with the recipient as it is typed, and keeps Next off', async () => {
    const { client } = await connected()
    const user = userEvent.setup()
    renderView(SendView, client)
    await user.click(await screen.findByRole('button', { name: /Ether/ }))
    await user.type(screen.getByLabelText('Recipient'), '0xnope')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid address "0xnope"')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('refuses too much, too many decimals and zero before the wallet is asked; max leaves the fee', async () => {
    const { client, wallet } = await connected()
    const user = userEvent.setup()
    renderView(SendView, client)
    await toAmount(user)
    const amount = screen.getByLabelText('Amount (ETH)')
    await user.type(amount, '2')
    expect(screen.getByRole('alert')).toHaveTextContent('The amount is more than your balance of 1 ETH')
    expect(screen.getByRole('button', { name: 'Review' })).toBeDisabled()
    await user.clear(amount)
    await user.type(amount, '0.0000000000000000001')
    expect(screen.getByRole('alert')).toHaveTextContent('expected at most 18 decimals')
    await user.clear(amount)
    await user.type(amount, '0')
    expect(screen.getByRole('alert')).toHaveTextContent('expected more than zero')
    await user.clear(amount)
    await user.type(amount, '1')
    await user.click(screen.getByRole('button', { name: 'Review' }))
    expect(
      await screen.findByText('Not enough ETH left for the network fee of 0.000021 ETH'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(amount).toHaveValue('0.999979'))
    expect(wallet.requests).not.toContain('sendTransaction')
  })

  it('goes back to review with "Signature declined" when the wallet refuses', async () => {
    const { client, wallet } = await connected()
    const user = userEvent.setup()
    renderView(SendView, client)
    await toAmount(user)
    await user.type(screen.getByLabelText('Amount (ETH)'), '0.1')
    await user.click(screen.getByRole('button', { name: 'Review' }))
    wallet.setBehavior('reject')
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Signature declined')
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument()
  })
})

describe('AccountView feature panels', () => {
  it('offers Send and Receive only with their feature flags on', async () => {
    const { client } = await connected()
    const user = userEvent.setup()
    const { unmount } = renderView(AccountView, client)
    await user.click(screen.getByRole('button', { name: 'Receive' }))
    expect(client.getState().modal.view).toBe('Receive')
    unmount()
    const off = await connected({ send: false, receive: false })
    renderView(AccountView, off.client)
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull()
  })
})

describe('SendView and network switches', () => {
  it('starts the form over on another network (spec: a switch resets the send form)', async () => {
    const { client } = await connected()
    const user = userEvent.setup()
    renderView(SendView, client)
    await toAmount(user)
    expect(screen.getByLabelText('Amount (ETH)')).toBeInTheDocument()
    await act(() => client.switchNetwork(localEvm2))
    expect(await screen.findByRole('button', { name: /^Ether/ })).toBeInTheDocument()
    expect(screen.queryByLabelText('Amount (ETH)')).toBeNull()
  })
})
