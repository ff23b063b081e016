import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Vietnamese. */
const messages: FrameMessages = {
  passphrase: 'Cụm mật khẩu',
  repeatPassphrase: 'Nhập lại cụm mật khẩu',
  continue: 'Tiếp tục',
  cancel: 'Hủy',
  passphraseTooShort: 'Dùng ít nhất {count} ký tự',
  passphrasesDiffer: 'Hai cụm mật khẩu không khớp',
  createPassphraseTitle: 'Bảo vệ ví của bạn',
  createPassphraseText:
    'Hãy chọn một cụm mật khẩu. Bạn dùng nó để khôi phục ví này trên thiết bị mới. Không ai, kể cả ứng dụng này, có thể đặt lại nó.',
  enterPassphraseTitle: 'Khôi phục ví của bạn',
  enterPassphraseText: 'Thiết bị này mới với ví của bạn: hãy nhập cụm mật khẩu.',
  wrongPassphrase: 'Sai cụm mật khẩu: hãy thử lại',
  approve: 'Phê duyệt',
  reject: 'Từ chối',
  requestedBy: 'Yêu cầu từ {dapp}',
  done: 'Xong',
  recoveryPhraseTitle: 'Cụm từ khôi phục của bạn',
  recoveryPhraseText: 'Hãy chép lại các từ này và cất giữ ngoại tuyến. Ai có chúng sẽ kiểm soát ví của bạn.',
  passkeyFailed: 'Không thể dùng khóa truy cập',
  restorePasskeyText:
    'Thiết bị này mới với ví của bạn: hãy xác nhận bằng khóa truy cập hoặc nhập cụm mật khẩu.',
  usePasskey: 'Dùng khóa truy cập',
  usePassphrase: 'Dùng cụm mật khẩu',
  addPasskeyTitle: 'Thêm khóa truy cập',
  addPasskeyText:
    'Khóa truy cập khôi phục ví này trên thiết bị mới mà không cần cụm mật khẩu. Cụm mật khẩu của bạn vẫn dùng được.',
  createPasskey: 'Tạo khóa truy cập',
  noPasskeyLeft: 'Ví này không còn khóa truy cập: hãy dùng cụm mật khẩu',
  signMessage: 'Ký tin nhắn',
  signTypedData: 'Ký dữ liệu có kiểu',
  sendTransaction: 'Gửi giao dịch',
  signTransaction: 'Ký giao dịch',
  signTransactions: 'Ký {count} giao dịch',
  network: 'Mạng',
  message: 'Tin nhắn',
  type: 'Loại',
  domain: 'Tên miền',
  to: 'Đến',
  newContract: 'hợp đồng mới',
  amount: 'Số tiền',
  nativeCoinAmount: '{amount} (đồng tiền gốc của mạng)',
  maxFee: 'Phí tối đa',
  data: 'Dữ liệu',
  size: 'Kích thước',
  byteCount: '{count} byte',
  request: 'Yêu cầu',
}

export default messages
