import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Korean. */
const messages: FrameMessages = {
  passphrase: '암호 문구',
  repeatPassphrase: '암호 문구 다시 입력',
  continue: '계속',
  cancel: '취소',
  passphraseTooShort: '{count}자 이상 입력하세요',
  passphrasesDiffer: '두 암호 문구가 다릅니다',
  createPassphraseTitle: '지갑 보호하기',
  createPassphraseText:
    '암호 문구를 정하세요. 새 기기에서 이 지갑을 복원할 때 사용합니다. 이 앱을 포함해 누구도 재설정할 수 없습니다.',
  enterPassphraseTitle: '지갑 복원하기',
  enterPassphraseText: '이 기기는 지갑에 새로운 기기입니다. 암호 문구를 입력하세요.',
  wrongPassphrase: '암호 문구가 틀렸습니다. 다시 시도하세요',
  approve: '승인',
  reject: '거부',
  requestedBy: '{dapp}의 요청',
  done: '완료',
  recoveryPhraseTitle: '복구 문구',
  recoveryPhraseText:
    '이 단어들을 적어 오프라인에 보관하세요. 이 단어를 가진 사람은 누구나 지갑을 제어할 수 있습니다.',
  passkeyFailed: '패스키를 사용할 수 없습니다',
  restorePasskeyText: '이 기기는 지갑에 새로운 기기입니다. 패스키로 확인하거나 암호 문구를 입력하세요.',
  usePasskey: '패스키 사용',
  usePassphrase: '암호 문구 사용',
  addPasskeyTitle: '패스키 추가',
  addPasskeyText:
    '패스키가 있으면 암호 문구 없이 새 기기에서 이 지갑을 복원할 수 있습니다. 암호 문구도 계속 사용할 수 있습니다.',
  createPasskey: '패스키 만들기',
  noPasskeyLeft: '이 지갑에는 더 이상 패스키가 없습니다. 암호 문구를 사용하세요',
  signMessage: '메시지 서명',
  signTypedData: '형식화된 데이터 서명',
  sendTransaction: '거래 보내기',
  signTransaction: '거래 서명',
  signTransactions: '거래 {count}건 서명',
  network: '네트워크',
  message: '메시지',
  type: '유형',
  domain: '도메인',
  to: '받는 사람',
  newContract: '새 컨트랙트',
  amount: '금액',
  nativeCoinAmount: '{amount} (네이티브 코인)',
  maxFee: '최대 수수료',
  data: '데이터',
  size: '크기',
  byteCount: '{count}바이트',
  request: '요청',
}

export default messages
