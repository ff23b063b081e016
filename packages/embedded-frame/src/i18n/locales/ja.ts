import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Japanese. */
const messages: FrameMessages = {
  passphrase: 'パスフレーズ',
  repeatPassphrase: 'パスフレーズをもう一度入力',
  continue: '続ける',
  cancel: 'キャンセル',
  passphraseTooShort: '{count} 文字以上にしてください',
  passphrasesDiffer: '2 つのパスフレーズが一致しません',
  createPassphraseTitle: 'ウォレットを保護',
  createPassphraseText:
    'パスフレーズを決めてください。新しいデバイスでこのウォレットを復元するときに使います。このアプリを含め、誰もリセットできません。',
  enterPassphraseTitle: 'ウォレットを復元',
  enterPassphraseText: 'このデバイスはウォレットにとって新しいデバイスです。パスフレーズを入力してください。',
  wrongPassphrase: 'パスフレーズが違います。もう一度お試しください',
  approve: '承認',
  reject: '拒否',
  requestedBy: '{dapp} からのリクエスト',
  done: '完了',
  recoveryPhraseTitle: 'リカバリーフレーズ',
  recoveryPhraseText:
    'これらの単語を書き留め、オフラインで保管してください。これを持つ人は誰でもウォレットを操作できます。',
  passkeyFailed: 'パスキーを使用できませんでした',
  restorePasskeyText:
    'このデバイスはウォレットにとって新しいデバイスです。パスキーで確認するか、パスフレーズを入力してください。',
  usePasskey: 'パスキーを使う',
  usePassphrase: 'パスフレーズを使う',
  addPasskeyTitle: 'パスキーを追加',
  addPasskeyText:
    'パスキーがあれば、パスフレーズなしで新しいデバイスにこのウォレットを復元できます。パスフレーズも引き続き使えます。',
  createPasskey: 'パスキーを作成',
  noPasskeyLeft: 'このウォレットにはもうパスキーがありません。パスフレーズを使ってください',
  signMessage: 'メッセージに署名',
  signTypedData: '型付きデータに署名',
  sendTransaction: '取引を送信',
  signTransaction: '取引に署名',
  signTransactions: '{count} 件の取引に署名',
  network: 'ネットワーク',
  message: 'メッセージ',
  type: 'タイプ',
  domain: 'ドメイン',
  to: '宛先',
  newContract: '新しいコントラクト',
  amount: '金額',
  nativeCoinAmount: '{amount}(ネイティブ通貨)',
  maxFee: '最大手数料',
  data: 'データ',
  size: 'サイズ',
  byteCount: '{count} バイト',
  request: 'リクエスト',
}

export default messages
