import { ServerConfigError } from '@walletport/embedded-server'
import { getAddress } from 'ethers'

export interface CallRule {
  target: string
  /** 4-byte selectors (lower-case 0x…); `'*'` allows any call, `0x` a plain value transfer (no data). */
  selectors: readonly string[] | '*'
}

/** `0xContract:0xa9059cbb|0x095ea7b3,0xOther:*` → rules (WALLETPORT_ALLOWED_CALLS). */
export function parseCallRules(text: string, variable = 'WALLETPORT_ALLOWED_CALLS'): CallRule[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const [target, selectors, extra] = item.split(':')
      const bad = () =>
        new ServerConfigError({
          variable,
          expected: '<contract>:<selector>|<selector>… or <contract>:*, e.g. 0x…:0xa9059cbb',
          received: item,
        })
      if (target === undefined || selectors === undefined || extra !== undefined) throw bad()
      let address: string
      try {
        address = getAddress(target)
      } catch {
        throw bad()
      }
      if (selectors === '*') return { target: address, selectors: '*' as const }
      const list = selectors.split('|').map((selector) => selector.toLowerCase())
      if (!list.every((selector) => /^0x([0-9a-f]{8})?$/.test(selector))) throw bad()
      return { target: address, selectors: list }
    })
}
