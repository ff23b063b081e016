import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Turkish. */
const messages: FrameMessages = {
  passphrase: 'Parola ifadesi',
  repeatPassphrase: 'Parola ifadesini tekrarlayın',
  continue: 'Devam',
  cancel: 'İptal',
  passphraseTooShort: 'En az {count} karakter kullanın',
  passphrasesDiffer: 'İki parola ifadesi farklı',
  createPassphraseTitle: 'Cüzdanınızı koruyun',
  createPassphraseText:
    'Bir parola ifadesi seçin. Bu cüzdanı yeni bir cihazda onunla geri yüklersiniz. Bu uygulama dahil hiç kimse onu sıfırlayamaz.',
  enterPassphraseTitle: 'Cüzdanınızı geri yükleyin',
  enterPassphraseText: 'Bu cihaz cüzdanınız için yeni: parola ifadenizi girin.',
  wrongPassphrase: 'Yanlış parola ifadesi: tekrar deneyin',
  approve: 'Onayla',
  reject: 'Reddet',
  requestedBy: '{dapp} tarafından istendi',
  done: 'Bitti',
  recoveryPhraseTitle: 'Kurtarma ifadeniz',
  recoveryPhraseText:
    'Bu kelimeleri yazın ve çevrimdışı saklayın. Onlara sahip olan herkes cüzdanınızı kontrol eder.',
  passkeyFailed: 'Geçiş anahtarı kullanılamadı',
  restorePasskeyText:
    'Bu cihaz cüzdanınız için yeni: geçiş anahtarınızla onaylayın veya parola ifadenizi girin.',
  usePasskey: 'Geçiş anahtarını kullan',
  usePassphrase: 'Parola ifadesini kullan',
  addPasskeyTitle: 'Geçiş anahtarı ekle',
  addPasskeyText:
    'Geçiş anahtarı bu cüzdanı yeni bir cihazda parola ifadeniz olmadan geri yükler. Parola ifadeniz çalışmaya devam eder.',
  createPasskey: 'Geçiş anahtarı oluştur',
  noPasskeyLeft: 'Bu cüzdanın artık geçiş anahtarı yok: parola ifadenizi kullanın',
  signMessage: 'Mesajı imzala',
  signTypedData: 'Türlendirilmiş veriyi imzala',
  sendTransaction: 'İşlem gönder',
  signTransaction: 'İşlemi imzala',
  signTransactions: '{count} işlemi imzala',
  network: 'Ağ',
  message: 'Mesaj',
  type: 'Tür',
  domain: 'Alan adı',
  to: 'Alıcı',
  newContract: 'yeni sözleşme',
  amount: 'Tutar',
  nativeCoinAmount: '{amount} (yerel coin)',
  maxFee: 'Azami ücret',
  data: 'Veri',
  size: 'Boyut',
  byteCount: '{count} bayt',
  request: 'İstek',
}

export default messages
