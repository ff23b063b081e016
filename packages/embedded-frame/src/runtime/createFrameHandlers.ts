import { isAllowedRpcMethod, isSafeRpcMethod } from '@walletport/core'
import { embeddedRoutes } from '@walletport/embedded/contract'
import type {
  FrameRequestPayload,
  FrameRequestType,
  FrameSuccessPayload,
  FrameUser,
} from '@walletport/embedded/protocol'
import {
  InvalidSignRequestError,
  parsePreparedTransaction,
  personalSign,
  signPreparedTransaction,
  signTypedDataV4,
} from '../signing/evmSigning.js'
import { signSolanaRequest } from '../signing/solanaSigning.js'
import { AddressMismatchError } from '../wallet/rebuildWallet.js'
import { assertChainAllowed } from './assertChainAllowed.js'
import { createAccountHandlers } from './createAccountHandlers.js'
import type { FrameApi, StoredSession } from './createFrameApi.js'
import type { WalletKeeper } from './createWalletKeeper.js'
import { describeRpcRequest } from './describeRpcRequest.js'
import { FrameRequestError, userRejected } from './FrameError.js'
import type { FrameUi } from './FrameUi.js'
import { createIdentityHandlers } from './identityHandlers.js'
import { frameStorageKeys, type KeyValueStore } from './KeyValueStore.js'
import { createSocialHandlers } from './socialHandlers.js'

export type FrameHandlers = {
  [Type in FrameRequestType]: (payload: FrameRequestPayload<Type>) => Promise<FrameSuccessPayload<Type>>
}

export interface FrameHandlerDependencies {
  api: FrameApi
  store: KeyValueStore
  ui: FrameUi
  keeper: WalletKeeper
  /** The dapp's origin, verified by the handshake. */
  dappOrigin: string
  /** Tells the dapp the session began or ended. */
  onSessionChange(connected: boolean): void
  /** RELOAD: the browser reloads the frame page. */
  reload(): void
  /** SYNC_THEME: applies the theme to the frame's own screens. */
  applyTheme(theme: FrameRequestPayload<'SYNC_THEME'>): void
  /** SYNC_DAPP_DATA: the modal's locale (undefined: none given), which the frame's own screens speak. */
  applyLocale?(locale: string | undefined): void
  /** The eip155 chains the operator allows (boot config); any other is refused. Undefined: all (tests). */
  allowedChainIds?: readonly number[]
}

const DEFAULT_CHAIN_ID = 1

/** eip155 chain ids as numbers; anything with a namespace other than eip155 is kept as CAIP-2 text. */
function normaliseChainId(chainId: string | number): string | number {
  if (typeof chainId === 'number') return chainId
  const match = /^eip155:(\d+)$/.exec(chainId)
  if (match) return Number(match[1])
  if (/^\d+$/.test(chainId)) return Number(chainId)
  return chainId
}

const namespaceOf = (chainId: string | number) =>
  typeof normaliseChainId(chainId) === 'number' ? 'eip155' : String(chainId).split(':')[0]

/** One function per request of the spec's table; the channel answers with what they return or throw. */
export function createFrameHandlers(dependencies: FrameHandlerDependencies): FrameHandlers {
  const { api, store, ui, keeper, dappOrigin } = dependencies
  let dappName = new URL(dappOrigin).host
  let pending: { email: string; approvalId?: string; challengeId?: string } | undefined
  let emailUpdate: { challengeId: string } | undefined
  const dapp = () => ({ origin: dappOrigin, name: dappName })
  const account = createAccountHandlers({ api, store, dapp, onSessionChange: dependencies.onSessionChange })

  const session = () => store.get<StoredSession>(frameStorageKeys.session)
  async function requireSession(): Promise<StoredSession> {
    const current = await session()
    if (!current) throw new FrameRequestError('Sign in first')
    return current
  }
  const lastChainId = async () =>
    (await store.get<string | number>(frameStorageKeys.lastChainId)) ?? DEFAULT_CHAIN_ID

  const notAvailable = (what: string) => async (): Promise<never> => {
    throw new FrameRequestError(`${what} is not available on this wallet server`)
  }

  async function signRpc({ method, params, chainId }: FrameRequestPayload<'RPC_REQUEST'>): Promise<unknown> {
    if (!isAllowedRpcMethod(method)) throw new FrameRequestError('Requested RPC call is not allowed', 4200)
    if (isSafeRpcMethod(method))
      throw new FrameRequestError(`${method} is a read call: the app answers it from its own RPC`, 4200)
    assertChainAllowed(chainId, dependencies.allowedChainIds)
    const { account } = await requireSession()
    const namespace = namespaceOf(chainId)
    if ((namespace === 'solana') !== method.startsWith('solana_'))
      throw new FrameRequestError(`${method} cannot run on ${String(chainId)}`, 4200)
    if (
      !['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'].includes(method) &&
      namespace === 'eip155'
    )
      throw new FrameRequestError(`${method} is not supported by this wallet`, 4200)
    let summary: ReturnType<typeof describeRpcRequest>
    try {
      summary = describeRpcRequest({ method, params, chainId }, dappName)
      if (method === 'eth_sendTransaction') parsePreparedTransaction(params)
    } catch (error) {
      throw new FrameRequestError(error instanceof Error ? error.message : 'Invalid request', -32602)
    }
    if (!(await ui.confirm(summary))) throw userRejected()
    try {
      return await keeper.withAccounts(account.id, (accounts) => {
        switch (method) {
          case 'personal_sign':
            return personalSign(params, accounts.evm)
          case 'eth_signTypedData_v4':
            return signTypedDataV4(params, accounts.evm)
          case 'eth_sendTransaction':
            return signPreparedTransaction(
              parsePreparedTransaction(params),
              Number(normaliseChainId(chainId)),
              accounts.evm,
            )
          default:
            return signSolanaRequest(method, params, accounts.solana)
        }
      })
    } catch (error) {
      if (error instanceof InvalidSignRequestError) throw new FrameRequestError(error.message, -32602)
      if (error instanceof AddressMismatchError) throw new FrameRequestError(error.message)
      throw error
    }
  }

  return {
    async CONNECT_EMAIL({ email }) {
      const started = await api.request(embeddedRoutes.emailLoginStart, { email, dapp: dapp() })
      pending =
        started.action === 'VERIFY_DEVICE'
          ? { email, approvalId: started.approvalId }
          : { email, challengeId: started.challengeId }
      return { action: started.action }
    },
    async CONNECT_DEVICE() {
      if (!pending?.approvalId) throw new FrameRequestError('Enter your email first')
      const waited = await api.request(embeddedRoutes.deviceApprovalWait, { approvalId: pending.approvalId })
      if (waited.action === 'VERIFY_OTP') pending.challengeId = waited.challengeId
      return { action: waited.action }
    },
    async CONNECT_OTP({ otp }) {
      if (!pending?.challengeId) throw new FrameRequestError('Request a code first')
      const verified = await api.request(embeddedRoutes.emailLoginVerify, {
        challengeId: pending.challengeId,
        code: otp.trim(),
      })
      await store.set(frameStorageKeys.session, {
        accessToken: verified.accessToken,
        refreshToken: verified.refreshToken,
        account: verified.account,
      } satisfies StoredSession)
      pending = undefined
      dependencies.onSessionChange(true)
      return { action: 'CONNECT' }
    },
    async GET_USER({ chainId }) {
      if (chainId !== undefined) assertChainAllowed(chainId, dependencies.allowedChainIds)
      const { account } = await requireSession()
      const addresses = await keeper.ensureWallet(account.id)
      const chain = chainId ?? (await lastChainId())
      if (chainId !== undefined) await store.set(frameStorageKeys.lastChainId, normaliseChainId(chainId))
      const address = namespaceOf(chain) === 'solana' ? addresses.solanaAddress : addresses.evmAddress
      const current = await session()
      return {
        email: current?.account.email ?? account.email,
        address,
        chainId: normaliseChainId(chain),
        accounts: [{ address, type: 'eoa' }],
        smartAccountDeployed: false,
        preferredAccountType: 'eoa',
        ...(current?.userName && { userName: current.userName }),
        ...(current?.provider && { socialProvider: current.provider as FrameUser['socialProvider'] }),
        addresses: { eip155: addresses.evmAddress, solana: addresses.solanaAddress },
      } satisfies FrameUser
    },
    async IS_CONNECTED() {
      if (!(await session())) return { isConnected: false }
      try {
        await api.request(embeddedRoutes.me)
        return { isConnected: true }
      } catch {
        return { isConnected: false }
      }
    },
    async SIGN_OUT() {
      if (await session()) await api.request(embeddedRoutes.logout).catch(() => {})
      await store.delete(frameStorageKeys.session)
      pending = undefined
      ui.cancelConfirmations()
      dependencies.onSessionChange(false)
      return {}
    },
    async GET_CHAIN_ID() {
      return { chainId: await lastChainId() }
    },
    async SWITCH_NETWORK({ chainId }) {
      const normalised = normaliseChainId(chainId)
      if (typeof normalised !== 'number' && namespaceOf(normalised) !== 'solana')
        throw new FrameRequestError('Chain is not supported')
      assertChainAllowed(normalised, dependencies.allowedChainIds)
      await store.set(frameStorageKeys.lastChainId, normalised)
      return { chainId: normalised }
    },
    async RPC_REQUEST(payload) {
      return { result: await signRpc(payload) }
    },
    async UPDATE_EMAIL({ newEmail }) {
      await requireSession()
      const started = await api.request(embeddedRoutes.emailUpdateStart, { newEmail, dapp: dapp() })
      emailUpdate = { challengeId: started.challengeId }
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      if (!emailUpdate) throw new FrameRequestError('Enter the new email first')
      const next = await api.request(embeddedRoutes.emailUpdatePrimary, {
        challengeId: emailUpdate.challengeId,
        code: otp.trim(),
        dapp: dapp(),
      })
      emailUpdate = { challengeId: next.challengeId }
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      if (!emailUpdate) throw new FrameRequestError('Enter the new email first')
      const done = await api.request(embeddedRoutes.emailUpdateSecondary, {
        challengeId: emailUpdate.challengeId,
        code: otp.trim(),
      })
      emailUpdate = undefined
      const current = await session()
      if (current)
        await store.set(frameStorageKeys.session, {
          ...current,
          account: { ...current.account, email: done.newEmail },
        })
      return { newEmail: done.newEmail }
    },
    async SYNC_THEME(theme) {
      dependencies.applyTheme(theme)
      return {}
    },
    async SYNC_DAPP_DATA({ metadata, locale }) {
      if (metadata.name.trim()) dappName = metadata.name.trim().slice(0, 64)
      dependencies.applyLocale?.(locale)
      return {}
    },
    async RELOAD() {
      setTimeout(() => dependencies.reload(), 0)
      return {}
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] }
    },
    INIT_SMART_ACCOUNT: notAvailable('Smart accounts are'),
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new FrameRequestError('This application might not support Smart Accounts')
      return { type }
    },
    ...createSocialHandlers({
      api,
      store,
      dapp,
      onSignedIn() {
        pending = undefined
        dependencies.onSessionChange(true)
      },
    }),
    ...createIdentityHandlers({ api, store, dapp }),
    GET_FARCASTER_URI: account.GET_FARCASTER_URI,
    CONNECT_FARCASTER: account.CONNECT_FARCASTER,
    LIST_DEVICES: account.LIST_DEVICES,
    REVOKE_DEVICE: account.REVOKE_DEVICE,
    async LIST_PASSKEYS() {
      await requireSession()
      return api.request(embeddedRoutes.listPasskeys)
    },
    async REMOVE_PASSKEY({ id }) {
      await requireSession()
      await api.request(embeddedRoutes.removePasskey, { credentialId: id })
      return {}
    },
    async ADD_PASSKEY() {
      const { account } = await requireSession()
      await keeper.addPasskey(account.id)
      return {}
    },
    async EXPORT_WALLET() {
      const { account } = await requireSession()
      await keeper.exportPhrase(account.id)
      return {}
    },
    async REJECT_RPC_REQUESTS() {
      ui.cancelConfirmations()
      return {}
    },
  }
}
