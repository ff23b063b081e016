// verifyMessage's dynamic import lands here rather than on '@polkadot/util-crypto' itself, which @polkadot/api also
// imports statically: a package both dynamically imported and statically reached from another lazy chunk made
// Rolldown (Vite 8) build the whole app without its chunk merging (30 first-load chunks and an 11-chunk modal in
// bench/apps/walletport-full instead of 19 and 4).
export { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
