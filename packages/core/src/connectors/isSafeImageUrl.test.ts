import { createTestContext } from '../../test/createTestContext.js'
import { connect } from '../client/connection/connect.js'
import { refreshConnectors } from '../client/connection/refreshConnectors.js'
import { localEvm, localEvm2, localSolana } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { isSafeImageUrl } from './isSafeImageUrl.js'

const SVG = 'data:image/svg+xml;base64,PHN2Zy8+'

describe('isSafeImageUrl', () => {
  it.each([
    SVG,
    'data:image/png;base64,iVBORw0KGgo=',
    'https://wallet.example/icon.png',
    'http://127.0.0.1/i.svg',
  ])('accepts %s', (url) => expect(isSafeImageUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml',
    'blob:https://wallet.example/1',
    'vbscript:x',
    '/relative.png',
    '',
    42,
    null,
    `data:image/png;base64,${'A'.repeat(300_000)}`,
  ])('refuses %p', (url) => expect(isSafeImageUrl(url)).toBe(false))
})

describe('defect 9: EIP-6963 icons are kept and rendered as given', () => {
  function setup(imageUrl: string) {
    const evm = createMemoryAdapter({
      networks: [localEvm, localEvm2],
      connectors: [{ id: 'evil', name: 'Evil' }],
    })
    const withIcon = { ...evm, getConnectors: () => evm.getConnectors().map((c) => ({ ...c, imageUrl })) }
    const solana = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
    return createTestContext({ adapters: [withIcon, solana] })
  }

  it('defect 9: a javascript: icon never reaches the connector list, the connected wallet or the recent wallets', async () => {
    const context = setup('javascript:alert(document.cookie)')
    refreshConnectors(context)
    const listed = context.store.getState().connectors.find((connector) => connector.id === 'evil')
    expect(listed).toBeDefined()
    expect(listed?.imageUrl).toBeUndefined()
    await connect(context, { connectorId: 'evil' })
    expect(context.store.getState().chains.eip155?.accountState.connectedWalletInfo?.icon).toBeUndefined()
    expect(context.storage.get('recent-wallets')).toEqual([{ id: 'evil', name: 'Evil' }])
  })

  it('keeps a data:image icon', async () => {
    const context = setup(SVG)
    await connect(context, { connectorId: 'evil' })
    expect(context.store.getState().chains.eip155?.accountState.connectedWalletInfo?.icon).toBe(SVG)
    expect(context.storage.get('recent-wallets')?.[0]?.imageUrl).toBe(SVG)
  })

  it('defect 9: a javascript: icon a page script writes into the recent wallets is dropped on read', () => {
    const backend = createMemoryStorageBackend()
    backend.setItem(
      '@walletport/recent-wallets',
      JSON.stringify({ v: 1, value: [{ id: 'evil', name: 'Evil', imageUrl: 'javascript:alert(1)' }] }),
    )
    expect(createStorage({ backend }).get('recent-wallets')).toBeUndefined()
  })
})
