import { resolveOptions } from '../client/resolveOptions.js'
import { SchemaValidationError } from '../errors/schemas.js'
import { localEvm } from '../networks/index.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { resolveChainImage } from './resolveChainImage.js'
import { resolveConnectorImage } from './resolveConnectorImage.js'
import { resolveCurrencyImage } from './resolveCurrencyImage.js'
import { resolveNetworkImage } from './resolveNetworkImage.js'
import { resolveTokenImage } from './resolveTokenImage.js'
import { resolveWalletImage } from './resolveWalletImage.js'
import type { ImageRegistries } from './types.js'

const images: ImageRegistries = {
  wallets: {
    rabby: '/img/rabby-by-id.svg',
    'io.rabby': '/img/rabby-by-rdns.svg',
    explorer42: '/img/explorer.svg',
  },
  networks: { 'eip155:137': 'https://img.example/polygon.png' },
  chains: { solana: '/img/solana.svg' },
  connectors: { 'image-7': '/img/by-image-id.svg', walletConnect: '/img/wc.svg' },
  tokens: {
    '0xAbCdEf0000000000000000000000000000000001': '/img/token-by-address.svg',
    USDC: '/img/usdc.svg',
  },
  currencies: { EUR: 'data:image/svg+xml,%3Csvg%2F%3E' },
}

describe('image registries', () => {
  it('finds a wallet by id, then rdns, then keeps its own icon; nothing when neither', () => {
    expect(resolveWalletImage(images, { id: 'rabby', rdns: 'io.rabby', imageUrl: 'https://own' })).toBe(
      '/img/rabby-by-id.svg',
    )
    expect(resolveWalletImage(images, { id: 'other', rdns: 'io.rabby' })).toBe('/img/rabby-by-rdns.svg')
    expect(resolveWalletImage(images, { id: 'other', imageUrl: 'https://own' })).toBe('https://own')
    expect(resolveWalletImage(images, { id: 'other' })).toBeUndefined()
    expect(resolveWalletImage(undefined, { id: 'rabby' })).toBeUndefined()
  })

  it('never answers an inherited property as an image', () => {
    expect(resolveWalletImage(images, { id: 'constructor' })).toBeUndefined()
    expect(resolveCurrencyImage(images, 'toString')).toBeUndefined()
  })

  it("resolves a connector's imageId through the connector registry, then its id, then the wallet registry", () => {
    const base = { id: 'injected', imageUrl: 'https://own.example/icon.png' }
    expect(resolveConnectorImage(images, { ...base, imageId: 'image-7' })).toBe('/img/by-image-id.svg')
    expect(resolveConnectorImage(images, { ...base, id: 'walletConnect', imageId: 'unknown' })).toBe(
      '/img/wc.svg',
    )
    expect(resolveConnectorImage(images, { ...base, explorerId: 'explorer42' })).toBe('/img/explorer.svg')
    expect(resolveConnectorImage(images, { ...base, info: { rdns: 'io.rabby' } })).toBe(
      '/img/rabby-by-rdns.svg',
    )
    expect(resolveConnectorImage(images, base)).toBe('https://own.example/icon.png')
    expect(resolveConnectorImage(images, { id: 'injected' })).toBeUndefined()
  })

  it('finds a network by CAIP-2 id and a chain by namespace, the adapter icon after the app entry', () => {
    expect(resolveNetworkImage(images, 'eip155:137')).toBe('https://img.example/polygon.png')
    expect(resolveNetworkImage(images, 'eip155:1')).toBeUndefined()
    expect(resolveChainImage(images, 'solana', '/adapter.svg')).toBe('/img/solana.svg')
    expect(resolveChainImage(images, 'tezos', '/adapter.svg')).toBe('/adapter.svg')
    expect(resolveChainImage(images, 'tezos')).toBeUndefined()
  })

  it('finds a token by address in any letter case, then by symbol, then keeps the reported icon', () => {
    expect(
      resolveTokenImage(images, { address: '0xabcdef0000000000000000000000000000000001', symbol: 'X' }),
    ).toBe('/img/token-by-address.svg')
    expect(resolveTokenImage(images, { address: '0x02', symbol: 'USDC', iconUrl: 'https://r' })).toBe(
      '/img/usdc.svg',
    )
    expect(resolveTokenImage(images, { address: '0x02', symbol: 'DAI', iconUrl: 'https://r' })).toBe(
      'https://r',
    )
  })

  it('finds a currency by code in any letter case', () => {
    expect(resolveCurrencyImage(images, 'eur')).toBe('data:image/svg+xml,%3Csvg%2F%3E')
    expect(resolveCurrencyImage(images, 'USD')).toBeUndefined()
  })
})

describe('options.images', () => {
  const base = { adapters: [createMemoryAdapter({ networks: [localEvm] })], networks: [localEvm] }

  it('keeps valid registries on the resolved options', () => {
    expect(resolveOptions({ ...base, images }).images).toBe(images)
  })

  it.each([
    [
      'an http: image (mixed content)',
      { wallets: { a: 'http://img.example/a.png' } },
      'options.images.wallets.a',
    ],
    ['a javascript: URL', { tokens: { USDC: 'javascript:alert(1)' } }, 'options.images.tokens.USDC'],
    [
      'a protocol-relative URL',
      { networks: { 'eip155:1': '//cdn.example/a.png' } },
      'options.images.networks.eip155:1',
    ],
    [
      'a data: URL that is not an image',
      { chains: { solana: 'data:text/html,<b>' } },
      'options.images.chains.solana',
    ],
    ['a number', { currencies: { USD: 1 } }, 'options.images.currencies.USD'],
    ['an unknown registry', { wallet: {} }, 'options.images.wallet'],
  ])('refuses %s, naming the entry', (_, registries, path) => {
    let thrown: unknown
    try {
      resolveOptions({ ...base, images: registries as ImageRegistries })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(SchemaValidationError)
    expect((thrown as SchemaValidationError).message).toContain(path)
  })
})
