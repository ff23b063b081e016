import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Ukrainian. */
const messages: FrameMessages = {
  passphrase: 'Кодова фраза',
  repeatPassphrase: 'Повторіть кодову фразу',
  continue: 'Продовжити',
  cancel: 'Скасувати',
  passphraseTooShort: 'Використайте щонайменше {count} символів',
  passphrasesDiffer: 'Кодові фрази не збігаються',
  createPassphraseTitle: 'Захистіть свій гаманець',
  createPassphraseText:
    'Придумайте кодову фразу. З нею ви відновите цей гаманець на новому пристрої. Ніхто, зокрема й цей застосунок, не може її скинути.',
  enterPassphraseTitle: 'Відновіть гаманець',
  enterPassphraseText: 'Цей пристрій новий для вашого гаманця: введіть кодову фразу.',
  wrongPassphrase: 'Неправильна кодова фраза: спробуйте ще раз',
  approve: 'Підтвердити',
  reject: 'Відхилити',
  requestedBy: 'Запит від {dapp}',
  done: 'Готово',
  recoveryPhraseTitle: 'Ваша фраза відновлення',
  recoveryPhraseText:
    'Запишіть ці слова й зберігайте їх офлайн. Будь-хто, у кого вони є, керує вашим гаманцем.',
  passkeyFailed: 'Не вдалося використати ключ доступу',
  restorePasskeyText:
    'Цей пристрій новий для вашого гаманця: підтвердьте ключем доступу або введіть кодову фразу.',
  usePasskey: 'Використати ключ доступу',
  usePassphrase: 'Використати кодову фразу',
  addPasskeyTitle: 'Додати ключ доступу',
  addPasskeyText:
    'Ключ доступу відновлює цей гаманець на новому пристрої без кодової фрази. Кодова фраза й надалі працює.',
  createPasskey: 'Створити ключ доступу',
  noPasskeyLeft: 'Цей гаманець більше не має ключа доступу: використайте кодову фразу',
  signMessage: 'Підписати повідомлення',
  signTypedData: 'Підписати типізовані дані',
  sendTransaction: 'Надіслати транзакцію',
  signTransaction: 'Підписати транзакцію',
  signTransactions: 'Підписати транзакції: {count}',
  network: 'Мережа',
  message: 'Повідомлення',
  type: 'Тип',
  domain: 'Домен',
  to: 'Кому',
  newContract: 'новий контракт',
  amount: 'Сума',
  nativeCoinAmount: '{amount} (власна монета мережі)',
  maxFee: 'Максимальна комісія',
  data: 'Дані',
  size: 'Розмір',
  byteCount: '{count} байт',
  request: 'Запит',
}

export default messages
