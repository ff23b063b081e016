import type { NamespaceInfo } from '../adapter/types.js'
import { SchemaValidationError } from '../errors/schemas.js'
import { defineNetwork } from '../networks/defineNetwork.js'
import { localEvm } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { createWalletPort } from './createWalletPort.js'

const tezos = defineNetwork({
  id: 'NetXdQprcVkpaWU',
  chainNamespace: 'tezos',
  name: 'Tezos',
  nativeCurrency: { name: 'Tez', symbol: 'XTZ', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8732'] } },
})
const TEZOS_ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

function setup(namespaceInfo: NamespaceInfo | undefined) {
  const tezosAdapter = {
    ...createMemoryAdapter({ namespace: 'tezos', networks: [tezos] }),
    ...(namespaceInfo && { namespaceInfo }),
  }
  return createWalletPort({
    adapters: [createMemoryAdapter({ networks: [localEvm] }), tezosAdapter],
    networks: [localEvm, tezos],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
  })
}

describe('getNamespaceInfo', () => {
  it('default: the name and icon the adapter declared', () => {
    const client = setup({ name: 'Tezos', icon: TEZOS_ICON })
    expect(client.getNamespaceInfo('tezos')).toEqual({ name: 'Tezos', icon: TEZOS_ICON })
    client.destroy()
  })

  it('undefined for an adapter that declares none and for a namespace without an adapter', () => {
    const client = setup(undefined)
    expect(client.getNamespaceInfo('tezos')).toBeUndefined()
    expect(client.getNamespaceInfo('eip155')).toBeUndefined()
    expect(client.getNamespaceInfo('near')).toBeUndefined()
    client.destroy()
  })

  it.each([
    ['https://tezos.example/mark.svg'],
    ['/icons/tezos.svg'],
    [TEZOS_ICON],
    ['data:image/png;base64,iVBORw0KGgo='],
  ])('parameters: icon %s is accepted', (icon) => {
    const client = setup({ name: 'Tezos', icon })
    expect(client.getNamespaceInfo('tezos')?.icon).toBe(icon)
    client.destroy()
  })

  function refusal(namespaceInfo: NamespaceInfo): SchemaValidationError {
    try {
      setup(namespaceInfo)
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaValidationError)
      return error as SchemaValidationError
    }
    throw new Error('createWalletPort accepted it')
  }

  it.each([
    ['javascript:alert(1)', 'expected an https:, /path or data:image/ URL'],
    ['http://tezos.example/mark.svg', 'expected an https:, /path or data:image/ URL'],
    ['//tezos.example/mark.svg', 'expected a path on this origin, not //host'],
    ['data:text/html,<script>alert(1)</script>', 'expected an https:, /path or data:image/ URL'],
  ])('behavior: icon %s fails createWalletPort naming the field and the rule', (icon, rule) => {
    const error = refusal({ name: 'Tezos', icon })
    expect(error.message).toContain('options.adapters.1.namespaceInfo.icon')
    expect(error.details).toContain(`options.adapters.1.namespaceInfo.icon: ${rule}`)
  })

  it('behavior: an empty name fails createWalletPort naming the field', () => {
    expect(refusal({ name: '' }).message).toContain('options.adapters.1.namespaceInfo.name')
  })
})
