import {
  createBackendSiwx,
  createDefaultSiwx,
  getSiwxVerifier,
  type SiwxMessage,
  type SiwxSession,
  SiwxSessionRejectedError,
  SmartAccountSignatureError,
} from '@walletport/core'
import { evmRpc, startSiwxServer } from '@walletport/devnet'
import { Wallet } from 'ethers'
import { rejectionOf, useEvmFixture } from '../test/evmTestSetup.js'
import { ownedAccount, wrapErc6492 } from '../test/ownedAccount.js'
import { createEvmAdapter } from './createEvmAdapter.js'

const env = useEvmFixture()
const chainId = 'eip155:31337'

function sessionOf(message: SiwxMessage, signature: string): SiwxSession {
  const data = Object.fromEntries(
    Object.entries(message).filter(([, value]) => typeof value !== 'function'),
  ) as SiwxSession['data']
  return { data, message: message.toString(), signature }
}

// Sign-in as a contract account, verified by core's SIWX on the node through the eip155 adapter (getSiwxVerifier):
// the reference server handler (devnet's startSiwxServer) and the client's default sign-in alike.
describe('SIWX with contract accounts on anvil', () => {
  const owner = Wallet.createRandom()
  const stranger = Wallet.createRandom()
  beforeAll(() => ownedAccount(owner.address, 0n), 120_000)

  it('the server accepts a counterfactual account (ERC-6492), then the deployed one (ERC-1271)', async () => {
    const evm = createEvmAdapter({ networks: env.networks })
    const server = await startSiwxServer({ verify: getSiwxVerifier({ adapters: [evm] }) })
    try {
      const siwx = createBackendSiwx({ url: server.url, fetch: server.createFetch() })
      const account = ownedAccount(owner.address, 11n)
      const before = await siwx.createMessage({ chainId, accountAddress: account.address })
      const wrapped = wrapErc6492(
        account.factory,
        account.factoryData,
        await owner.signMessage(before.toString()),
      )
      await siwx.addSession(sessionOf(before, wrapped))
      expect(await siwx.getSessions(chainId, account.address)).toHaveLength(1)
      expect(await evmRpc(env.fixture.nodes[0].rpcUrl, 'eth_getCode', [account.address, 'latest'])).toBe('0x')

      const node = env.fixture.nodes[0]
      const hash = await evmRpc<string>(node.rpcUrl, 'eth_sendTransaction', [
        { from: node.accounts[9]!.address, to: account.factory, data: account.factoryData },
      ])
      await evm.waitForTransaction({ hash, network: env.networks[0] })
      const after = await siwx.createMessage({ chainId, accountAddress: account.address })
      await siwx.addSession(sessionOf(after, await owner.signMessage(after.toString())))
      // Read again, each session is checked again on the node: the 6492 one still verifies once deployed.
      expect(await siwx.getSessions(chainId, account.address)).toHaveLength(1)
    } finally {
      await server.stop()
    }
  })

  it("a smart account's signature that does not verify is refused as one (the page then says so)", async () => {
    const evm = createEvmAdapter({ networks: env.networks })
    const verify = getSiwxVerifier({ adapters: [evm] })
    const server = await startSiwxServer({ verify })
    try {
      const account = ownedAccount(owner.address, 12n)
      const backend = createBackendSiwx({ url: server.url, fetch: server.createFetch() })
      const message = await backend.createMessage({ chainId, accountAddress: account.address })
      const forged = wrapErc6492(
        account.factory,
        account.factoryData,
        await stranger.signMessage(message.toString()),
      )
      const refused = await rejectionOf(backend.addSession(sessionOf(message, forged)))
      expect(refused).toBeInstanceOf(SiwxSessionRejectedError)
      expect((refused as SiwxSessionRejectedError).reason).toBe('smart account signature not verified')

      // The client's own sign-in: the verifier's SmartAccountSignatureError is the refusal's cause.
      const local = createDefaultSiwx({ verify, domain: 'app.example', uri: 'https://app.example/' })
      const own = await local.createMessage({ chainId, accountAddress: account.address })
      const signature = wrapErc6492(
        account.factory,
        account.factoryData,
        await stranger.signMessage(own.toString()),
      )
      const error = (await rejectionOf(
        local.addSession(sessionOf(own, signature)),
      )) as SiwxSessionRejectedError
      expect(error.reason).toBe('smart account signature not verified')
      expect(error.cause).toBeInstanceOf(SmartAccountSignatureError)
      // An EOA's bad signature stays a plain refusal.
      const eoa = await local.createMessage({ chainId, accountAddress: owner.address })
      const wrong = (await rejectionOf(
        local.addSession(sessionOf(eoa, await stranger.signMessage(eoa.toString()))),
      )) as SiwxSessionRejectedError
      expect(wrong.reason).toBe('signature not valid')
    } finally {
      await server.stop()
    }
  })
})
