import type { InjectedWindowProvider, PolkadotTestExtension } from './createPolkadotTestExtension.js'

/**
 * Installs the extension as `target.injectedWeb3[extension.name]`, as Substrate extensions do in a page (pass
 * `window`; any object in Node). Returns a function that removes it again.
 */
export function injectPolkadotTestExtension(target: object, extension: PolkadotTestExtension): () => void {
  const holder = target as { injectedWeb3?: Record<string, InjectedWindowProvider> }
  holder.injectedWeb3 ??= {}
  const slots = holder.injectedWeb3
  slots[extension.name] = extension.provider
  return () => {
    if (slots[extension.name] === extension.provider) delete slots[extension.name]
  }
}
