import { InvalidPageUrlError } from '@walletport/core'
import { type MobileHandoff, mobileHandoffs } from './mobileHandoffs.js'

export type PhonePlatform = 'ios' | 'android'

export interface MobileHandoffLink {
  /** `walletconnect`: the app receives the pairing URI; `browse`: the page reopens in the app's browser. */
  kind: 'walletconnect' | 'browse'
  href: string
}

export function findMobileHandoff(walletId: string): MobileHandoff | undefined {
  return mobileHandoffs.find((entry) => entry.id === walletId)
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)

/**
 * The link a tap on `walletId` follows on a phone: with a pairing `uri`, the wallet's WalletConnect link (Android's
 * own form where the wallet has one, else the universal link where documented, else its scheme); without one, or
 * for a wallet that connects only in its own browser, the link that reopens `pageUrl` there. Undefined when the
 * table knows no hand-off for the wallet.
 */
export function getMobileHandoffLink(
  walletId: string,
  context: { platform: PhonePlatform; pageUrl: string; uri?: string | undefined },
): MobileHandoffLink | undefined {
  const entry = findMobileHandoff(walletId)
  if (!entry) return undefined
  const wc = entry.walletConnect
  if (wc && context.uri !== undefined) {
    const template = (context.platform === 'android' ? wc.android : undefined) ?? wc.universal ?? wc.native
    if (template)
      return { kind: 'walletconnect', href: fill(template, { uri: encodeURIComponent(context.uri) }) }
  }
  if (entry.browse && !wc) {
    const page = parsePageUrl(context.pageUrl)
    const url = encodeURIComponent(context.pageUrl)
    return {
      kind: 'browse',
      href: fill(entry.browse, {
        url,
        ref: encodeURIComponent(page.origin),
        bareUrl: `${page.host}${page.pathname}${page.search}${page.hash}`,
        okxDeepLink: encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${url}`),
      }),
    }
  }
  return undefined
}

function parsePageUrl(pageUrl: string): URL {
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch (cause) {
    throw new InvalidPageUrlError({ url: pageUrl, cause })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InvalidPageUrlError({ url: pageUrl })
  return url
}

/** The wallet's store page for this phone, if the table lists one. */
export function getMobileStoreLink(walletId: string, platform: PhonePlatform): string | undefined {
  return findMobileHandoff(walletId)?.stores[platform]
}

/** The phone platform from a user agent; undefined off phones. */
export function getPhonePlatform(userAgent: string): PhonePlatform | undefined {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  return undefined
}
