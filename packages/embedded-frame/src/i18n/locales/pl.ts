import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Polish. */
const messages: FrameMessages = {
  passphrase: 'Fraza hasła',
  repeatPassphrase: 'Powtórz frazę hasła',
  continue: 'Dalej',
  cancel: 'Anuluj',
  passphraseTooShort: 'Użyj co najmniej {count} znaków',
  passphrasesDiffer: 'Obie frazy hasła się różnią',
  createPassphraseTitle: 'Chroń swój portfel',
  createPassphraseText:
    'Wybierz frazę hasła. Dzięki niej przywrócisz ten portfel na nowym urządzeniu. Nikt, nawet ta aplikacja, nie może jej zresetować.',
  enterPassphraseTitle: 'Przywróć portfel',
  enterPassphraseText: 'To urządzenie jest nowe dla twojego portfela: wpisz frazę hasła.',
  wrongPassphrase: 'Błędna fraza hasła: spróbuj ponownie',
  approve: 'Zatwierdź',
  reject: 'Odrzuć',
  requestedBy: 'Żądanie od {dapp}',
  done: 'Gotowe',
  recoveryPhraseTitle: 'Twoja fraza odzyskiwania',
  recoveryPhraseText: 'Zapisz te słowa i przechowuj je offline. Kto je ma, ten kontroluje twój portfel.',
  passkeyFailed: 'Nie udało się użyć klucza dostępu',
  restorePasskeyText:
    'To urządzenie jest nowe dla twojego portfela: potwierdź kluczem dostępu lub wpisz frazę hasła.',
  usePasskey: 'Użyj klucza dostępu',
  usePassphrase: 'Użyj frazy hasła',
  addPasskeyTitle: 'Dodaj klucz dostępu',
  addPasskeyText:
    'Klucz dostępu przywraca ten portfel na nowym urządzeniu bez frazy hasła. Fraza hasła nadal działa.',
  createPasskey: 'Utwórz klucz dostępu',
  noPasskeyLeft: 'Ten portfel nie ma już klucza dostępu: użyj frazy hasła',
  signMessage: 'Podpisz wiadomość',
  signTypedData: 'Podpisz dane typowane',
  sendTransaction: 'Wyślij transakcję',
  signTransaction: 'Podpisz transakcję',
  signTransactions: 'Podpisz transakcje: {count}',
  network: 'Sieć',
  message: 'Wiadomość',
  type: 'Typ',
  domain: 'Domena',
  to: 'Do',
  newContract: 'nowy kontrakt',
  amount: 'Kwota',
  nativeCoinAmount: '{amount} (natywna moneta)',
  maxFee: 'Maksymalna opłata',
  data: 'Dane',
  size: 'Rozmiar',
  byteCount: 'Bajty: {count}',
  request: 'Żądanie',
}

export default messages
