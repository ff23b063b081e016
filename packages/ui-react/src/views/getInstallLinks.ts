import { getMobileStoreLink, getPhonePlatform } from '../wallets/getMobileHandoffLink.js'
import type { DirectoryWallet } from '../wallets/types.js'

export interface InstallLinks {
  /** The store or extension page for this device, else the wallet's homepage. */
  install: string | undefined
  /** Opens the installed app (phones only). */
  open: string | undefined
}

/**
 * Where to get `wallet` from this device: on a phone its app store page (iOS or Android; the hand-off table's,
 * else the directory's) and the link that opens the app; on a desktop its extension page for the browser
 * (Firefox, else Chrome's store, which Chromium-based browsers share). The homepage when nothing closer is known.
 * Only http(s) pages are offered for installing.
 */
export function getInstallLinks(
  wallet: DirectoryWallet | undefined,
  device: { mobile: boolean; userAgent: string },
): InstallLinks {
  if (!wallet) return { install: undefined, open: undefined }
  const { install = {} } = wallet
  const platform = device.mobile ? (getPhonePlatform(device.userAgent) ?? 'android') : undefined
  const store = platform
    ? (getMobileStoreLink(wallet.id, platform) ?? install[platform])
    : /Firefox\//.test(device.userAgent)
      ? install.firefox
      : install.chrome
  const page = [store, wallet.homepage].find((link) => link !== undefined && /^https?:\/\//.test(link))
  return { install: page, open: device.mobile ? (wallet.universalLink ?? wallet.deepLink) : undefined }
}
