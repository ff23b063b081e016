/** The spec remembers at most this many recent wallets. */
export const MAX_RECENT_WALLETS = 2

/** A new recent list: `wallet` first, then the earlier ones, without repeated ids, at most {@link MAX_RECENT_WALLETS}. */
export function addRecentWallet<wallet extends { id: string }>(
  list: readonly wallet[],
  wallet: wallet,
): wallet[] {
  const seen = new Set<string>()
  const recent: wallet[] = []
  for (const entry of [wallet, ...list]) {
    if (recent.length === MAX_RECENT_WALLETS) break
    if (seen.has(entry.id)) continue
    seen.add(entry.id)
    recent.push(entry)
  }
  return recent
}
