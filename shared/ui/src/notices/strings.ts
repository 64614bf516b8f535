// The texts of a reader's messages page ('notices' namespace), the same for candidates and teachers.
export const noticesStrings = {
  'zh-hk': {
    reminders: {
      title: '提示',
      email: '電郵提示',
      sms: '短訊提示',
      always: '付款及成績通知必定發送，不受此處設定影響。',
      save: '儲存設定',
      saving: '儲存中…',
      saved: '提示設定已儲存。',
      saveFailed: '未能儲存提示設定',
    },
    list: {
      title: '已發送給您的訊息',
      newest: '最近 100 則訊息，最新的在前。',
      to: '收件：{{address}}',
    },
    channel: { email: '電郵', sms: '短訊' },
    state: {
      queued: '等待發送',
      sending: '發送中',
      sent: '已發送',
      failed: '未能送達',
      cancelled: '已取消',
    },
  },
  en: {
    reminders: {
      title: 'Reminders',
      email: 'Email reminders',
      sms: 'SMS reminders',
      always: 'Payment and result notices are always sent, whatever you choose here.',
      save: 'Save settings',
      saving: 'Saving…',
      saved: 'Your reminder settings are saved.',
      saveFailed: 'Your reminder settings could not be saved',
    },
    list: {
      title: 'Messages sent to you',
      newest: 'Your latest 100 messages, newest first.',
      to: 'To {{address}}',
    },
    channel: { email: 'Email', sms: 'SMS' },
    state: {
      queued: 'Waiting to be sent',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Not delivered',
      cancelled: 'Cancelled',
    },
  },
};
