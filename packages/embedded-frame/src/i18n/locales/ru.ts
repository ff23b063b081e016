import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Russian. */
const messages: FrameMessages = {
  passphrase: 'Кодовая фраза',
  repeatPassphrase: 'Повторите кодовую фразу',
  continue: 'Продолжить',
  cancel: 'Отмена',
  passphraseTooShort: 'Используйте не менее {count} символов',
  passphrasesDiffer: 'Кодовые фразы не совпадают',
  createPassphraseTitle: 'Защитите свой кошелёк',
  createPassphraseText:
    'Придумайте кодовую фразу. С ней вы восстановите этот кошелёк на новом устройстве. Никто, включая это приложение, не сможет её сбросить.',
  enterPassphraseTitle: 'Восстановите кошелёк',
  enterPassphraseText: 'Это устройство новое для вашего кошелька: введите кодовую фразу.',
  wrongPassphrase: 'Неверная кодовая фраза: попробуйте ещё раз',
  approve: 'Подтвердить',
  reject: 'Отклонить',
  requestedBy: 'Запрос от {dapp}',
  done: 'Готово',
  recoveryPhraseTitle: 'Ваша фраза восстановления',
  recoveryPhraseText:
    'Запишите эти слова и храните их офлайн. Любой, у кого они есть, управляет вашим кошельком.',
  passkeyFailed: 'Не удалось использовать ключ доступа',
  restorePasskeyText:
    'Это устройство новое для вашего кошелька: подтвердите ключом доступа или введите кодовую фразу.',
  usePasskey: 'Использовать ключ доступа',
  usePassphrase: 'Использовать кодовую фразу',
  addPasskeyTitle: 'Добавить ключ доступа',
  addPasskeyText:
    'Ключ доступа восстанавливает этот кошелёк на новом устройстве без кодовой фразы. Кодовая фраза продолжает работать.',
  createPasskey: 'Создать ключ доступа',
  noPasskeyLeft: 'У этого кошелька больше нет ключа доступа: используйте кодовую фразу',
  signMessage: 'Подписать сообщение',
  signTypedData: 'Подписать типизированные данные',
  sendTransaction: 'Отправить транзакцию',
  signTransaction: 'Подписать транзакцию',
  signTransactions: 'Подписать транзакции: {count}',
  network: 'Сеть',
  message: 'Сообщение',
  type: 'Тип',
  domain: 'Домен',
  to: 'Кому',
  newContract: 'новый контракт',
  amount: 'Сумма',
  nativeCoinAmount: '{amount} (собственная монета сети)',
  maxFee: 'Максимальная комиссия',
  data: 'Данные',
  size: 'Размер',
  byteCount: '{count} байт',
  request: 'Запрос',
}

export default messages
