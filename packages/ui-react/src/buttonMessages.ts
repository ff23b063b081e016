/**
 * The English strings the buttons show (`ConnectButton`, `NetworkButton`): all the first chunk needs. The modal's
 * and views' strings (`viewMessages.ts`) come with the modal's code.
 */
export const buttonMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  selectNetwork: 'Select network',
  switchNetwork: 'Switch Network',
} as const

export type ButtonMessages = { readonly [K in keyof typeof buttonMessages]: string }
