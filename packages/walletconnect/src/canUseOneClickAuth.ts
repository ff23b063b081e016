/**
 * One-click auth (sign-in inside the session proposal, CAIP-122) is an eip155-only feature of the WalletConnect
 * clients: it applies only when every requested network is eip155. Otherwise SIWX runs after connecting.
 */
export function canUseOneClickAuth(caipNetworkIds: readonly string[]): boolean {
  return caipNetworkIds.length > 0 && caipNetworkIds.every((id) => id.startsWith('eip155:'))
}
