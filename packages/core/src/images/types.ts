/**
 * Images the app supplies for what the modal shows (spec section 3, "Image registries"). Each value is an
 * `https:` URL, a path on the app's origin (`/logos/x.svg`) or a `data:image/…` URL; an entry wins over the
 * wallet's own icon and the bundled marks, so an app can also replace a mark it does not like.
 */
export interface ImageRegistries {
  /** By wallet id (directory/explorer id or connector id) or by EIP-6963 rdns (`io.metamask`). */
  wallets?: Readonly<Record<string, string>>
  /** By CAIP-2 network id (`eip155:137`). */
  networks?: Readonly<Record<string, string>>
  /** By chain namespace (`eip155`, `solana`): the chain badges, and networks with no mark of their own. */
  chains?: Readonly<Record<string, string>>
  /** By a connector's `imageId`, else its `id`. */
  connectors?: Readonly<Record<string, string>>
  /** By contract/mint address (hex compared case-insensitively), else by symbol (`USDC`). */
  tokens?: Readonly<Record<string, string>>
  /** By ISO 4217 fiat code (`USD`), case-insensitive. */
  currencies?: Readonly<Record<string, string>>
}

export const IMAGE_REGISTRY_KINDS = [
  'wallets',
  'networks',
  'chains',
  'connectors',
  'tokens',
  'currencies',
] as const satisfies readonly (keyof ImageRegistries)[]
