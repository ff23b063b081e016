import {
  embeddedRoutes,
  fromBase64Url,
  openSealedBox,
  type RouteAnswer,
  type RouteBody,
  type SealedBox,
  sealToPublicKey,
  sharePurposes,
  toBase64Url,
} from '@walletport/embedded/contract'
import {
  deriveAccounts,
  entropyToPhrase,
  type WalletAccounts,
  zeroAccounts,
} from '../wallet/deriveAccounts.js'
import { newPasskeyKdf, openWithPasskey, readPasskeyKdf, sealWithPasskey } from '../wallet/passkeyFactor.js'
import {
  MIN_PASSPHRASE_LENGTH,
  openWithPassphrase,
  readPassphraseKdf,
  sealWithPassphrase,
  WrongPassphraseError,
} from '../wallet/passphrase.js'
import { type PinnedAddresses, withRebuiltWallet } from '../wallet/rebuildWallet.js'
import { generateEntropy, splitInTwo } from '../wallet/shares.js'
import type { FrameApi } from './createFrameApi.js'
import { loadDeviceShare, saveDeviceShare } from './deviceShareStore.js'
import { FrameRequestError } from './FrameError.js'
import type { FrameUi } from './FrameUi.js'
import { frameStorageKeys, type KeyValueStore } from './KeyValueStore.js'
import type { PasskeyCeremonies } from './PasskeyCeremonies.js'

export interface WalletKeeper {
  /** The wallet of the signed-in account: created (new passphrase), recovered (passphrase) or found on this device. */
  ensureWallet(accountId: string): Promise<PinnedAddresses>
  /** Rebuilds the keys for one use; every secret is zeroed afterwards. */
  withAccounts<T>(accountId: string, use: (accounts: WalletAccounts) => Promise<T> | T): Promise<T>
  /** Shows the phrase inside the frame (needs a fresh login, enforced by the server). */
  exportPhrase(accountId: string): Promise<void>
  /** Adds a passkey as a recovery factor (fresh login, enforced by the server); the passphrase stays valid. */
  addPasskey(accountId: string): Promise<void>
}

async function oneTimeRecipient() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ])) as CryptoKeyPair
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  return {
    key: toBase64Url(raw),
    open: (box: SealedBox, purpose: string) => openSealedBox(pair.privateKey, raw, box, purpose),
  }
}

const cancelled = () => new FrameRequestError('Wallet setup was cancelled')

type PasskeyRecoveryOptions = RouteAnswer<typeof embeddedRoutes.passkeyRecoverOptions>
/** The ceremony's credential JSON comes from the browser (or the popup); the server validates its shape. */
type PasskeyRecoverBody = RouteBody<typeof embeddedRoutes.passkeyRecoverVerify>
type PasskeyRegisterBody = RouteBody<typeof embeddedRoutes.passkeyRegisterVerify>

interface RecoverySet {
  recoveryShare: Uint8Array
  serverShare: Uint8Array
  addresses: PinnedAddresses
}

/** Creates, recovers and rebuilds the wallet from its shares, in the frame only. */
export function createWalletKeeper({
  api,
  store,
  ui,
  transportKey,
  passkeys,
  passphraseCost = {},
}: {
  api: FrameApi
  store: KeyValueStore
  ui: FrameUi
  /** The server's transport public key (uncompressed P-256, base64url). */
  transportKey: string
  /** WebAuthn (browser: in the frame or a popup); without it, passkeys are not offered. */
  passkeys?: PasskeyCeremonies
  /** Lower scrypt cost for tests only. */
  passphraseCost?: { N?: number }
}): WalletKeeper {
  const serverKey = fromBase64Url(transportKey)

  async function createWallet(accountId: string): Promise<PinnedAddresses> {
    let passphrase = await ui.askNewPassphrase()
    while (passphrase !== undefined && passphrase.length < MIN_PASSPHRASE_LENGTH)
      passphrase = await ui.askNewPassphrase()
    if (passphrase === undefined) throw cancelled()
    const entropy = generateEntropy()
    const accounts = deriveAccounts(entropy)
    const pinned = { evmAddress: accounts.evm.address, solanaAddress: accounts.solana.address }
    zeroAccounts(accounts)
    const [deviceShare, authShare] = await splitInTwo(entropy)
    const [recoveryShare, serverShare] = await splitInTwo(entropy)
    entropy.fill(0)
    try {
      const sealedRecovery = await sealWithPassphrase(recoveryShare, passphrase, accountId, passphraseCost)
      await api.request(embeddedRoutes.createWallet, {
        addresses: pinned,
        authShare: await sealToPublicKey(serverKey, authShare, sharePurposes.authShareUpload),
        serverShare: await sealToPublicKey(serverKey, serverShare, sharePurposes.serverShareUpload),
        recoveryShare: await sealToPublicKey(
          serverKey,
          sealedRecovery.ciphertext,
          sharePurposes.recoveryShareUpload,
        ),
        recoveryKdf: { ...sealedRecovery.kdf },
      })
      await saveDeviceShare(store, accountId, deviceShare)
      await store.set(frameStorageKeys.pins(accountId), pinned)
      return pinned
    } finally {
      for (const share of [deviceShare, authShare, recoveryShare, serverShare]) share.fill(0)
    }
  }

  /** The recovery set opened with the passphrase; undefined when the user cancels. */
  async function openWithPassphraseFactor(accountId: string): Promise<RecoverySet | undefined> {
    const recipient = await oneTimeRecipient()
    const recovery = await api.request(embeddedRoutes.openRecovery, { recipientKey: recipient.key })
    const serverShare = await recipient.open(recovery.serverShare, sharePurposes.serverShareDownload)
    const sealedRecovery = await recipient.open(recovery.recoveryShare, sharePurposes.recoveryShareDownload)
    let retry: string | undefined
    try {
      for (;;) {
        const passphrase = await ui.askPassphrase(retry)
        if (passphrase === undefined) {
          serverShare.fill(0)
          return undefined
        }
        try {
          const recoveryShare = await openWithPassphrase(
            sealedRecovery,
            passphrase,
            accountId,
            readPassphraseKdf(recovery.recoveryKdf),
          )
          return { recoveryShare, serverShare, addresses: recovery.addresses }
        } catch (error) {
          if (!(error instanceof WrongPassphraseError)) throw error
          retry = 'Wrong passphrase: try again'
        }
      }
    } finally {
      sealedRecovery.fill(0)
    }
  }

  /** The passkey's recovery set, opened with its PRF output; 'alternative' when the user picks the passphrase. */
  async function openWithPasskeyFactor(
    accountId: string,
    ceremonies: PasskeyCeremonies,
    first: PasskeyRecoveryOptions,
  ): Promise<RecoverySet | 'alternative' | undefined> {
    let pending: PasskeyRecoveryOptions | undefined = first
    const outcome = await ui.passkeyStep({
      title: 'Restore your wallet',
      intro: 'This device is new to your wallet: confirm with your passkey, or enter your passphrase.',
      action: 'Use passkey',
      alternative: 'Use passphrase',
      run: async () => {
        const result = await ceremonies.get(async () => {
          const ready = pending ?? (await api.request(embeddedRoutes.passkeyRecoverOptions))
          pending = undefined
          if (!ready.options)
            throw new FrameRequestError('This wallet has no passkey any more: use your passphrase')
          return {
            options: ready.options,
            prfSalts: Object.fromEntries(
              ready.passkeys.map((passkey) => [
                passkey.credentialId,
                readPasskeyKdf(passkey.recoveryKdf).salt,
              ]),
            ),
          }
        })
        const known = first.passkeys.find((passkey) => passkey.credentialId === result.credentialId)
        const kdf = known && readPasskeyKdf(known.recoveryKdf)
        const recipient = await oneTimeRecipient()
        try {
          const answer = await api.request(embeddedRoutes.passkeyRecoverVerify, {
            response: result.response as PasskeyRecoverBody['response'],
            recipientKey: recipient.key,
          })
          const sealed = await recipient.open(answer.recoveryShare, sharePurposes.passkeyShareDownload)
          const serverShare = await recipient.open(
            answer.serverShare,
            sharePurposes.passkeyServerShareDownload,
          )
          try {
            const recoveryShare = await openWithPasskey(
              sealed,
              result.prfOutput,
              kdf ?? readPasskeyKdf(answer.recoveryKdf),
              accountId,
              result.credentialId,
            )
            return { recoveryShare, serverShare, addresses: answer.addresses }
          } catch (error) {
            serverShare.fill(0)
            throw error
          } finally {
            sealed.fill(0)
          }
        } finally {
          result.prfOutput.fill(0)
        }
      },
    })
    return outcome === 'alternative' || outcome === undefined ? outcome : outcome.value
  }

  /** A new device: the recovery set (passkey if the account has one and the user takes it, else passphrase). */
  async function recoverWallet(accountId: string): Promise<PinnedAddresses> {
    let set: RecoverySet | 'alternative' | undefined = 'alternative'
    if (passkeys) {
      const options = await api.request(embeddedRoutes.passkeyRecoverOptions)
      if (options.passkeys.length > 0) set = await openWithPasskeyFactor(accountId, passkeys, options)
    }
    if (set === 'alternative') set = await openWithPassphraseFactor(accountId)
    if (!set) throw cancelled()
    const { recoveryShare, serverShare, addresses: pinned } = set
    try {
      const fresh = await withRebuiltWallet(
        [recoveryShare, serverShare],
        pinned,
        async (_accounts, entropy) => {
          const [deviceShare, authShare] = await splitInTwo(entropy)
          return { deviceShare, authShare }
        },
      )
      try {
        await api.request(embeddedRoutes.storeDeviceShare, {
          authShare: await sealToPublicKey(serverKey, fresh.authShare, sharePurposes.authShareUpload),
        })
        await saveDeviceShare(store, accountId, fresh.deviceShare)
        await store.set(frameStorageKeys.pins(accountId), pinned)
        return pinned
      } finally {
        fresh.deviceShare.fill(0)
        fresh.authShare.fill(0)
      }
    } finally {
      serverShare.fill(0)
      recoveryShare.fill(0)
    }
  }

  async function rebuild<T>(
    accountId: string,
    purpose: 'sign' | 'export' | 'passkey',
    use: (accounts: WalletAccounts, entropy: Uint8Array) => Promise<T> | T,
  ): Promise<T> {
    const deviceShare = await loadDeviceShare(store, accountId)
    if (!deviceShare)
      throw new FrameRequestError('This device holds no key share: sign in again to recover the wallet')
    const recipient = await oneTimeRecipient()
    const answer = await api.request(embeddedRoutes.openAuthShare, { recipientKey: recipient.key, purpose })
    const authShare = await recipient.open(answer.share, sharePurposes.authShareDownload)
    // The addresses pinned on this device win over what the server says now.
    const pinned = (await store.get<PinnedAddresses>(frameStorageKeys.pins(accountId))) ?? answer.addresses
    try {
      return await withRebuiltWallet([deviceShare, authShare], pinned, use)
    } finally {
      deviceShare.fill(0)
      authShare.fill(0)
    }
  }

  return {
    async ensureWallet(accountId) {
      const local = await loadDeviceShare(store, accountId)
      local?.fill(0)
      const pinned = await store.get<PinnedAddresses>(frameStorageKeys.pins(accountId))
      // This device holds its share and the addresses it pinned: the wallet is here, the server need not be asked.
      if (local && pinned) return pinned
      const me = await api.request(embeddedRoutes.me)
      if (!me.wallet) return createWallet(accountId)
      return local ? me.wallet : recoverWallet(accountId)
    },
    withAccounts: (accountId, use) => rebuild(accountId, 'sign', (accounts) => use(accounts)),
    async exportPhrase(accountId) {
      const words = await rebuild(accountId, 'export', (_accounts, entropy) =>
        entropyToPhrase(entropy).split(' '),
      )
      await ui.showPhrase(words)
    },
    async addPasskey(accountId) {
      if (!passkeys) throw new FrameRequestError('Passkeys are not available here')
      const register = () => api.request(embeddedRoutes.passkeyRegisterOptions)
      // Asked first, so a stale login is refused before any prompt.
      let pending: RouteAnswer<typeof embeddedRoutes.passkeyRegisterOptions> | undefined = await register()
      const kdf = newPasskeyKdf()
      const outcome = await ui.passkeyStep({
        title: 'Add a passkey',
        intro:
          'A passkey restores this wallet on a new device without your passphrase. Your passphrase keeps working.',
        action: 'Create passkey',
        run: async () => {
          const result = await passkeys.create(async () => {
            const ready = pending ?? (await register())
            pending = undefined
            return { options: ready.options, prfSalt: kdf.salt }
          })
          try {
            const [passkeyShare, serverShare] = await rebuild(accountId, 'passkey', (_accounts, entropy) =>
              splitInTwo(entropy),
            )
            try {
              const sealed = await sealWithPasskey(
                passkeyShare,
                result.prfOutput,
                kdf,
                accountId,
                result.credentialId,
              )
              await api.request(embeddedRoutes.passkeyRegisterVerify, {
                response: result.response as PasskeyRegisterBody['response'],
                recoveryShare: await sealToPublicKey(serverKey, sealed, sharePurposes.passkeyShareUpload),
                serverShare: await sealToPublicKey(
                  serverKey,
                  serverShare,
                  sharePurposes.passkeyServerShareUpload,
                ),
                recoveryKdf: { ...kdf },
              })
            } finally {
              passkeyShare.fill(0)
              serverShare.fill(0)
            }
          } finally {
            result.prfOutput.fill(0)
          }
        },
      })
      if (outcome === undefined || outcome === 'alternative')
        throw new FrameRequestError('Adding a passkey was cancelled')
    },
  }
}
