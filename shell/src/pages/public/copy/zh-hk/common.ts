// The strings every public page shares (service name, links), in Traditional Chinese.
export const common = {
  service: {
    name: 'HKDSE 模擬考試',
    cycle: '{{year}} 學年',
  },
  links: {
    home: '返回首頁',
    enrol: '個人報名',
    register: '註冊帳戶',
    login: '考生登入',
    schoolLogin: '登入學校版',
    instructions: '考生須知',
    faq: '常見問題',
    contact: '聯絡我們',
    terms: '使用條款',
    pics: '個人資料收集聲明',
    privacy: '網上私隱政策',
  },
};
