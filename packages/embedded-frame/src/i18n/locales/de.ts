import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in German. */
const messages: FrameMessages = {
  passphrase: 'Passphrase',
  repeatPassphrase: 'Passphrase wiederholen',
  continue: 'Weiter',
  cancel: 'Abbrechen',
  passphraseTooShort: 'Verwenden Sie mindestens {count} Zeichen',
  passphrasesDiffer: 'Die beiden Passphrasen stimmen nicht überein',
  createPassphraseTitle: 'Schützen Sie Ihre Wallet',
  createPassphraseText:
    'Wählen Sie eine Passphrase. Damit stellen Sie diese Wallet auf einem neuen Gerät wieder her. Niemand, auch nicht diese App, kann sie zurücksetzen.',
  enterPassphraseTitle: 'Wallet wiederherstellen',
  enterPassphraseText: 'Dieses Gerät ist neu für Ihre Wallet: Geben Sie Ihre Passphrase ein.',
  wrongPassphrase: 'Falsche Passphrase: Versuchen Sie es erneut',
  approve: 'Bestätigen',
  reject: 'Ablehnen',
  requestedBy: 'Angefragt von {dapp}',
  done: 'Fertig',
  recoveryPhraseTitle: 'Ihre Wiederherstellungsphrase',
  recoveryPhraseText:
    'Schreiben Sie diese Wörter auf und bewahren Sie sie offline auf. Wer sie hat, kontrolliert Ihre Wallet.',
  passkeyFailed: 'Der Passkey konnte nicht verwendet werden',
  restorePasskeyText:
    'Dieses Gerät ist neu für Ihre Wallet: Bestätigen Sie mit Ihrem Passkey oder geben Sie Ihre Passphrase ein.',
  usePasskey: 'Passkey verwenden',
  usePassphrase: 'Passphrase verwenden',
  addPasskeyTitle: 'Passkey hinzufügen',
  addPasskeyText:
    'Ein Passkey stellt diese Wallet auf einem neuen Gerät ohne Ihre Passphrase wieder her. Ihre Passphrase funktioniert weiterhin.',
  createPasskey: 'Passkey erstellen',
  noPasskeyLeft: 'Diese Wallet hat keinen Passkey mehr: Verwenden Sie Ihre Passphrase',
  signMessage: 'Nachricht signieren',
  signTypedData: 'Typisierte Daten signieren',
  sendTransaction: 'Transaktion senden',
  signTransaction: 'Transaktion signieren',
  signTransactions: '{count} Transaktionen signieren',
  network: 'Netzwerk',
  message: 'Nachricht',
  type: 'Typ',
  domain: 'Domain',
  to: 'An',
  newContract: 'neuer Vertrag',
  amount: 'Betrag',
  nativeCoinAmount: '{amount} (native Währung)',
  maxFee: 'Maximale Gebühr',
  data: 'Daten',
  size: 'Größe',
  byteCount: '{count} Byte',
  request: 'Anfrage',
}

export default messages
