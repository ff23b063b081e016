import { act, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { NameRecord, NameRegistration, NameService } from '@walletport/core'
import { connectMemoryWallet, createViewTestClient, renderView } from '../../test/viewTestSetup.js'
import RegisterAccountNameView from './RegisterAccountNameView.js'

/** The app's name service, kept in a Map (core's memory service is not exported). */
function createNameService() {
  const records = new Map<string, NameRecord>()
  const asked: string[] = []
  let failure: Error | undefined
  const service: NameService & { asked: string[]; failWith(error: Error | undefined): void } = {
    namespaces: ['eip155'],
    asked,
    failWith: (error) => {
      failure = error
    },
    async lookup(name) {
      return records.get(name) ?? null
    },
    async suggestions(name) {
      asked.push(name)
      if (failure) throw failure
      return [`${name}-1`, `${name}-wp`].map((candidate) => ({ name: candidate }))
    },
    async reverseLookup() {
      return []
    },
    async register(registration: NameRegistration) {
      if (failure) throw failure
      const record = { name: registration.name, addresses: { 'eip155:31337': registration.address } }
      records.set(registration.name, record)
      return record
    },
  }
  return service
}

async function registerSetup() {
  const nameService = createNameService()
  const { client } = await createViewTestClient({ nameService })
  await connectMemoryWallet(client)
  client.open({ view: 'RegisterAccountName' })
  return { client, nameService }
}

describe('RegisterAccountNameView', () => {
  afterEach(() => {
    jest.useRealTimers()
  })

  it('flags a name that breaks the rule as it is typed (letters, digits, hyphens, at least 4)', async () => {
    const { client } = await registerSetup()
    renderView(RegisterAccountNameView, client)
    const input = screen.getByRole('textbox', { name: 'Account name' })
    await userEvent.type(input, 'ab')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Use at least 4 letters, digits or hyphens')
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled()

    await userEvent.type(input, 'cd')
    expect(input).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled()
    expect(await screen.findByRole('list', { name: 'Suggestions' })).toHaveTextContent('abcd-1')

    await userEvent.type(input, '_x')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument())
  })

  it('asks the name service for suggestions 300 ms after typing stops, and a suggestion fills the input', async () => {
    jest.useFakeTimers()
    const { client, nameService } = await registerSetup()
    renderView(RegisterAccountNameView, client)
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await user.type(screen.getByRole('textbox', { name: 'Account name' }), 'alice')
    act(() => jest.advanceTimersByTime(299))
    expect(nameService.asked).toEqual([])
    await act(async () => jest.advanceTimersByTime(1))
    expect(nameService.asked).toEqual(['alice'])
    const list = await screen.findByRole('list', { name: 'Suggestions' })
    expect(list).toHaveTextContent('alice-1')
    await user.click(screen.getByRole('button', { name: 'alice-wp' }))
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('alice-wp')
  })

  it('shows the error when suggestions fail', async () => {
    const { client, nameService } = await registerSetup()
    nameService.failWith(new Error('service down'))
    renderView(RegisterAccountNameView, client)
    await userEvent.type(screen.getByRole('textbox', { name: 'Account name' }), 'alice')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching name suggestions')
  })

  it('registers the name with Enter; core shows the success view and sets the profile name', async () => {
    const { client } = await registerSetup()
    renderView(RegisterAccountNameView, client)
    await userEvent.type(screen.getByRole('textbox', { name: 'Account name' }), 'alice-wp{Enter}')
    await waitFor(() => expect(client.getState().chains.eip155?.accountState.profileName).toBe('alice-wp'))
    expect(client.getState().modal.view).toBe('RegisterAccountNameSuccess')
  })

  it('reports a failed registration in the alert bar; core is back on this view', async () => {
    const { client, nameService } = await registerSetup()
    renderView(RegisterAccountNameView, client)
    await userEvent.type(screen.getByRole('textbox', { name: 'Account name' }), 'alice-wp')
    nameService.failWith(new Error('taken'))
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() =>
      expect(client.getState().modal.alert).toEqual({
        message: 'Error registering name alice-wp',
        variant: 'error',
      }),
    )
    expect(client.getState().modal.view).toBe('RegisterAccountName')
  })

  it('starts from the name core kept in the router data', async () => {
    const { client } = await registerSetup()
    client.router.push('RegisterAccountName', { registerAccountName: 'bob-wp' })
    renderView(RegisterAccountNameView, client)
    expect(screen.getByRole('textbox', { name: 'Account name' })).toHaveValue('bob-wp')
    expect(await screen.findByRole('list', { name: 'Suggestions' })).toHaveTextContent('bob-wp-1')
  })
})
