import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Italian. */
const messages: FrameMessages = {
  passphrase: 'Passphrase',
  repeatPassphrase: 'Ripeti la passphrase',
  continue: 'Continua',
  cancel: 'Annulla',
  passphraseTooShort: 'Usa almeno {count} caratteri',
  passphrasesDiffer: 'Le due passphrase sono diverse',
  createPassphraseTitle: 'Proteggi il tuo wallet',
  createPassphraseText:
    'Scegli una passphrase. Con essa ripristini questo wallet su un nuovo dispositivo. Nessuno, nemmeno questa app, può reimpostarla.',
  enterPassphraseTitle: 'Ripristina il tuo wallet',
  enterPassphraseText: 'Questo dispositivo è nuovo per il tuo wallet: inserisci la tua passphrase.',
  wrongPassphrase: 'Passphrase errata: riprova',
  approve: 'Approva',
  reject: 'Rifiuta',
  requestedBy: 'Richiesto da {dapp}',
  done: 'Fatto',
  recoveryPhraseTitle: 'La tua frase di recupero',
  recoveryPhraseText: 'Scrivi queste parole e conservale offline. Chi le possiede controlla il tuo wallet.',
  passkeyFailed: 'Impossibile usare la passkey',
  restorePasskeyText:
    'Questo dispositivo è nuovo per il tuo wallet: conferma con la tua passkey o inserisci la tua passphrase.',
  usePasskey: 'Usa la passkey',
  usePassphrase: 'Usa la passphrase',
  addPasskeyTitle: 'Aggiungi una passkey',
  addPasskeyText:
    'Una passkey ripristina questo wallet su un nuovo dispositivo senza la tua passphrase. La tua passphrase continua a funzionare.',
  createPasskey: 'Crea passkey',
  noPasskeyLeft: 'Questo wallet non ha più una passkey: usa la tua passphrase',
  signMessage: 'Firma messaggio',
  signTypedData: 'Firma dati tipizzati',
  sendTransaction: 'Invia transazione',
  signTransaction: 'Firma transazione',
  signTransactions: 'Firma {count} transazioni',
  network: 'Rete',
  message: 'Messaggio',
  type: 'Tipo',
  domain: 'Dominio',
  to: 'A',
  newContract: 'nuovo contratto',
  amount: 'Importo',
  nativeCoinAmount: '{amount} (moneta nativa)',
  maxFee: 'Commissione massima',
  data: 'Dati',
  size: 'Dimensione',
  byteCount: '{count} byte',
  request: 'Richiesta',
}

export default messages
