/** @polkadot/api, imported on first use: an app pays nothing for it until a Polkadot network is queried. */
export type PolkadotApiModule = typeof import('@polkadot/api')

let loading: Promise<PolkadotApiModule> | undefined

export function loadPolkadotApi(): Promise<PolkadotApiModule> {
  loading ??= import('@polkadot/api')
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
