import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { EmbeddedDevice } from '@walletport/core'
import { createEmailTestClient, createScriptedEmailAuth } from '../../../test/createEmailTestClient.js'
import { renderView } from '../../../test/viewTestSetup.js'
import { defaultMessages, type Messages } from '../../messages.js'
import DevicesView from './DevicesView.js'

const device = (id: string, current: boolean, canSign = true): EmbeddedDevice => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-24T10:00:00.000Z',
  canSign,
  current,
})

async function openDevicesView(
  refusal?: string,
  addPasskey?: () => Promise<void>,
  {
    passkeyCount = 0,
    removePasskey,
    messages,
  }: { passkeyCount?: number; removePasskey?: (id: string) => void; messages?: Messages } = {},
) {
  const scripted = createScriptedEmailAuth()
  let devices = [
    device('phoneAAAAAA', false),
    device('laptopBBBBB', true),
    device('tabletCCCCC', false, false),
  ]
  const removed: string[] = []
  let passkeys = Array.from({ length: passkeyCount }, (_, index) => ({
    id: `key${index}`,
    createdAt: `2026-11-2${index + 1}T10:00:00.000Z`,
    lastUsedAt: null as string | null,
  }))
  Object.assign(scripted.auth, {
    listDevices: async () => devices,
    async revokeDevice(id: string) {
      if (refusal) throw new Error(refusal)
      removed.push(id)
      devices = devices.filter((entry) => entry.id !== id)
    },
    ...(addPasskey && {
      addPasskey: async () => {
        await addPasskey()
        passkeys.push({
          id: `key${passkeys.length}`,
          createdAt: '2026-11-24T10:00:00.000Z',
          lastUsedAt: null,
        })
      },
      listPasskeys: async () => [...passkeys],
    }),
    ...(removePasskey && {
      async removePasskey(id: string) {
        removePasskey(id)
        passkeys = passkeys.filter((passkey) => passkey.id !== id)
      },
    }),
  })
  const { client } = await createEmailTestClient(scripted)
  client.open({ view: 'Devices' })
  renderView(DevicesView, client, messages ? { messages } : {})
  await screen.findByText(messages?.thisDevice ?? 'This device')
  return { removed }
}

describe('DevicesView', () => {
  it('lists this device first, then the others with their dates and whether they hold a key', async () => {
    await openDevicesView()
    const rows = within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('.wp-device-name')?.textContent)).toEqual([
      'This device',
      'Device phoneA',
      'Device tablet',
    ])
    expect(rows[2]).toHaveTextContent('no key on it')
    expect(within(rows[0]!).queryByRole('button', { name: 'Remove' })).toBeNull()
  })

  it("writes the dates in the modal's language, not the page's", async () => {
    document.documentElement.lang = 'en'
    try {
      await openDevicesView(undefined, undefined, {
        messages: { ...defaultMessages, locale: 'de-DE', thisDevice: 'Dieses Gerät' },
      })
      const rows = within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')
      expect(rows[0]).toHaveTextContent('20. Nov. 2026')
      expect(rows[0]).not.toHaveTextContent('Nov 20, 2026')
    } finally {
      document.documentElement.lang = ''
    }
  })

  it('removes another device and lists what is left', async () => {
    const { removed } = await openDevicesView()
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    expect(removed).toEqual(['phoneAAAAAA'])
  })

  it("shows the wallet's refusal (a login older than 10 minutes) and keeps the list", async () => {
    await openDevicesView('Sign in again to remove a device: it needs a login from the last 10 minutes')
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in again to remove a device: it needs a login from the last 10 minutes',
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('adds a passkey through the wallet and says so; a refusal is shown and the button stays usable', async () => {
    const answers = [
      'Sign in again to add a passkey: it needs a login from the last 10 minutes',
      'The passkey prompt was cancelled or timed out: try again',
      undefined,
    ]
    await openDevicesView(undefined, async () => {
      const refusal = answers.shift()
      if (refusal) throw new Error(refusal)
    })
    const add = screen.getByRole('button', { name: 'Add a passkey' })
    await userEvent.click(add)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in again to add a passkey: it needs a login from the last 10 minutes',
    )
    await userEvent.click(add)
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey prompt was cancelled')
    expect(screen.queryByText(/^Passkey added/)).toBeNull()
    await userEvent.click(add)
    expect(await screen.findByText(/^Passkey added Nov 24, 2026$/)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(add).toBeEnabled()
  })

  it('offers no passkey to a wallet that cannot add one', async () => {
    await openDevicesView()
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull()
  })

  it('removes a passkey after a confirmation; Cancel keeps it; a refusal is shown and the passkey stays', async () => {
    const refusals = ['Sign in again to remove a passkey: it needs a login from the last 10 minutes']
    const removed: string[] = []
    await openDevicesView(undefined, async () => undefined, {
      passkeyCount: 2,
      removePasskey(id) {
        const refusal = refusals.shift()
        if (refusal) throw new Error(refusal)
        removed.push(id)
      },
    })
    const first = await screen.findByRole('button', { name: 'Remove the passkey added Nov 21, 2026' })
    await userEvent.click(first)
    expect(
      screen.getByText('This passkey will no longer restore your wallet. Your passphrase still will.'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByText(/no longer restore your wallet/)).toBeNull()
    expect(removed).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Remove the passkey added Nov 21, 2026' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove passkey' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in again to remove a passkey: it needs a login from the last 10 minutes',
    )
    expect(screen.getAllByText(/^Passkey added /)).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Remove passkey' }))
    await waitFor(() => expect(screen.getAllByText(/^Passkey added /)).toHaveLength(1))
    expect(removed).toEqual(['key0'])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Passkey added Nov 22, 2026')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove the passkey added Nov 22, 2026' })).toBeEnabled()
  })

  it('offers no passkey removal to a wallet that cannot remove one', async () => {
    await openDevicesView(undefined, async () => undefined, { passkeyCount: 1 })
    expect(await screen.findByText('Passkey added Nov 21, 2026')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Remove the passkey/ })).toBeNull()
  })
})
