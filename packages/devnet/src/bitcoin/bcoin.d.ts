// bcoin 1.0.2 ships no types; the devnet reaches it only through loadBcoin.ts, which types what it uses.
declare module 'bcoin' {
  const bcoin: unknown
  export default bcoin
}
