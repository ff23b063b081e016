import { fromBase64Url, toBase64Url } from '../../shared/base64url.js'
import { sharePurposes } from '../../shared/sharePurposes.js'
import { openSealedBox, type SealedBox, sealToPublicKey } from '../../shared/transportSeal.js'
import {
  deriveAccounts,
  entropyToPhrase,
  type WalletAccounts,
  zeroAccounts,
} from '../wallet/deriveAccounts.js'
import {
  MIN_PASSPHRASE_LENGTH,
  openWithPassphrase,
  type PassphraseKdf,
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

export interface WalletKeeper {
  /** The wallet of the signed-in account: created (new passphrase), recovered (passphrase) or found on this device. */
  ensureWallet(accountId: string): Promise<PinnedAddresses>
  /** Rebuilds the keys for one use; every secret is zeroed afterwards. */
  withAccounts<T>(accountId: string, use: (accounts: WalletAccounts) => Promise<T> | T): Promise<T>
  /** Shows the phrase inside the frame (needs a fresh login, enforced by the server). */
  exportPhrase(accountId: string): Promise<void>
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

/** Creates, recovers and rebuilds the wallet from its shares, in the frame only. */
export function createWalletKeeper({
  api,
  store,
  ui,
  transportKey,
  passphraseCost = {},
}: {
  api: FrameApi
  store: KeyValueStore
  ui: FrameUi
  /** The server's transport public key (uncompressed P-256, base64url). */
  transportKey: string
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
      await api.call('/v1/wallet', {
        auth: true,
        body: {
          addresses: pinned,
          authShare: await sealToPublicKey(serverKey, authShare, sharePurposes.authShareUpload),
          serverShare: await sealToPublicKey(serverKey, serverShare, sharePurposes.serverShareUpload),
          recoveryShare: await sealToPublicKey(
            serverKey,
            sealedRecovery.ciphertext,
            sharePurposes.recoveryShareUpload,
          ),
          recoveryKdf: sealedRecovery.kdf,
        },
      })
      await saveDeviceShare(store, accountId, deviceShare)
      await store.set(frameStorageKeys.pins(accountId), pinned)
      return pinned
    } finally {
      for (const share of [deviceShare, authShare, recoveryShare, serverShare]) share.fill(0)
    }
  }

  async function recoverWallet(accountId: string): Promise<PinnedAddresses> {
    const recipient = await oneTimeRecipient()
    const recovery = await api.call<{
      serverShare: SealedBox
      recoveryShare: SealedBox
      recoveryKdf: PassphraseKdf
      addresses: PinnedAddresses
    }>('/v1/wallet/recovery/open', { auth: true, body: { recipientKey: recipient.key } })
    const serverShare = await recipient.open(recovery.serverShare, sharePurposes.serverShareDownload)
    const sealedRecovery = await recipient.open(recovery.recoveryShare, sharePurposes.recoveryShareDownload)
    let recoveryShare: Uint8Array | undefined
    let retry: string | undefined
    try {
      while (!recoveryShare) {
        const passphrase = await ui.askPassphrase(retry)
        if (passphrase === undefined) throw cancelled()
        try {
          recoveryShare = await openWithPassphrase(
            sealedRecovery,
            passphrase,
            accountId,
            recovery.recoveryKdf,
          )
        } catch (error) {
          if (!(error instanceof WrongPassphraseError)) throw error
          retry = 'Wrong passphrase: try again'
        }
      }
      const pinned = recovery.addresses
      const fresh = await withRebuiltWallet(
        [recoveryShare, serverShare],
        pinned,
        async (_accounts, entropy) => {
          const [deviceShare, authShare] = await splitInTwo(entropy)
          return { deviceShare, authShare }
        },
      )
      try {
        await api.call('/v1/wallet/auth-share', {
          auth: true,
          body: {
            authShare: await sealToPublicKey(serverKey, fresh.authShare, sharePurposes.authShareUpload),
          },
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
      sealedRecovery.fill(0)
      recoveryShare?.fill(0)
    }
  }

  async function rebuild<T>(
    accountId: string,
    purpose: 'sign' | 'export',
    use: (accounts: WalletAccounts, entropy: Uint8Array) => Promise<T> | T,
  ): Promise<T> {
    const deviceShare = await loadDeviceShare(store, accountId)
    if (!deviceShare)
      throw new FrameRequestError('This device holds no key share: sign in again to recover the wallet')
    const recipient = await oneTimeRecipient()
    const answer = await api.call<{ share: SealedBox; addresses: PinnedAddresses }>(
      '/v1/wallet/auth-share/open',
      {
        auth: true,
        body: { recipientKey: recipient.key, purpose },
      },
    )
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
      const me = await api.call<{ wallet: PinnedAddresses | null }>('/v1/me', { method: 'GET', auth: true })
      if (!me.wallet) return createWallet(accountId)
      const local = await loadDeviceShare(store, accountId)
      if (local) {
        local.fill(0)
        return (await store.get<PinnedAddresses>(frameStorageKeys.pins(accountId))) ?? me.wallet
      }
      return recoverWallet(accountId)
    },
    withAccounts: (accountId, use) => rebuild(accountId, 'sign', (accounts) => use(accounts)),
    async exportPhrase(accountId) {
      const words = await rebuild(accountId, 'export', (_accounts, entropy) =>
        entropyToPhrase(entropy).split(' '),
      )
      await ui.showPhrase(words)
    },
  }
}
