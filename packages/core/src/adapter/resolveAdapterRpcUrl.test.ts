import { localEvm } from '../networks/index.js'
import { resolveAdapterRpcUrl } from './resolveAdapterRpcUrl.js'

const context = { projectId: 'from-client', endpoints: { rpc: 'https://client.example' } }

describe('resolveAdapterRpcUrl', () => {
  it("default: the network's own URL when neither the adapter nor the client sets one", () => {
    expect(resolveAdapterRpcUrl(localEvm, undefined, { endpoints: {} })).toBe(
      localEvm.rpcUrls.default.http[0],
    )
  })

  it("parameters: the client's endpoint and project id from init", () => {
    expect(resolveAdapterRpcUrl(localEvm, undefined, context)).toBe(
      `https://client.example/v1/?chainId=${encodeURIComponent(localEvm.caipNetworkId)}&projectId=from-client`,
    )
  })

  it("parameters: the adapter's own rpc option wins, part by part", () => {
    expect(resolveAdapterRpcUrl(localEvm, { url: 'https://adapter.example' }, context)).toBe(
      `https://adapter.example/v1/?chainId=${encodeURIComponent(localEvm.caipNetworkId)}&projectId=from-client`,
    )
    expect(resolveAdapterRpcUrl(localEvm, { projectId: 'own' }, context)).toBe(
      `https://client.example/v1/?chainId=${encodeURIComponent(localEvm.caipNetworkId)}&projectId=own`,
    )
  })
})
