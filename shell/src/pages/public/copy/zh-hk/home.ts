// The home page's strings in Traditional Chinese (spec sections 1 and 2): the only copy the first view
// downloads.
import { common } from './common';

const home = {
  ...common,
  home: {
    hero: {
      eyebrow: '{{year}} 學年',
      title: 'HKDSE 模擬考試',
      lead: '以文憑試標準擬題，答題簿逐份批改並附評語，考後更可取得列出級別、校內排名及全港排名的個人成績報告表。個人考生可於網上報名及付款，並可選擇到試場或在家應考。',
      ctaPrimary: '立即個人報名',
      ctaSecondary: '註冊帳戶',
      note: '以手提電話號碼註冊帳戶，可報考一科或多科，每科獨立收費。',
    },
    subjects: {
      title: '考試科目',
      lead: '本年度模擬考試設以下四科，可按需要報考。',
      items: [
        { name: '中國語文', note: 'Chinese Language', noteLang: 'en' },
        { name: '公民與社會發展', note: '又稱公民科', noteLang: 'zh-HK' },
        { name: '歷史', note: 'History', noteLang: 'en' },
        { name: '英國語文', note: 'English Language', noteLang: 'en' },
      ],
    },
    features: {
      title: '活動特色',
      items: [
        {
          title: '文憑試標準試卷',
          body: '試題依照香港中學文憑考試的題型、格式及時限擬備，讓你在真實的考試節奏下練習。',
        },
        {
          title: '批改答題簿並附評語',
          body: '每份答題簿均經逐題批改及評分，並附上評語，讓你清楚知道在哪裏失分。',
        },
        {
          title: '個人成績報告表',
          body: '列出總分、各卷得分及級別，以及你的校內排名和全港排名，助你掌握自己的水平。',
        },
        {
          title: '網上成績報告',
          body: '成績公布後，登入即可查看網上報告，包括每題得分、評語，以及按題型和能力劃分的表現分析。',
        },
      ],
    },
    modes: {
      title: '應考模式',
      lead: '結帳時可選擇以下其中一種應考模式。',
      items: [
        {
          label: '模式一',
          title: '到指定試場應考',
          body: '按准考證列明的日期、時間及試場應考，在真實試場環境下作答，考試完結時即場交回答題簿。',
        },
        {
          label: '模式二',
          title: '自行安排在家應考',
          body: '試卷會郵寄到你提供的地址。你可自行安排時間在家按時限作答，完成後把答題簿以信封寄回批改。',
        },
      ],
    },
    steps: {
      title: '報名四步曲',
      items: [
        { title: '註冊帳戶', body: '以手提電話號碼註冊，並輸入短訊驗證碼完成驗證。' },
        { title: '登入', body: '以手提電話號碼及密碼登入。' },
        { title: '選擇試卷', body: '選擇報考科目，每科獨立收費。' },
        { title: '結帳', body: '選擇應考模式（到試場應考須同時選擇試場），然後：' },
      ],
      checkoutParts: [
        { code: '4A', title: '郵寄地址', body: '填寫收件人姓名、收件人手提電話號碼、郵寄地址及郵遞方式。' },
        { code: '4B', title: '付款方式', body: '選擇轉數快或銀行轉帳，核對訂單後提交。訂單一經提交，不能修改。' },
      ],
    },
    payment: {
      title: '付款方式',
      items: [
        {
          title: '轉數快（FPS）',
          body: '以手機銀行或電子錢包掃描付款頁上的 QR 碼付款。訂單須於 30 分鐘內完成付款，否則會被自動取消。',
        },
        {
          title: '銀行轉帳',
          body: '轉帳或入數後，於網上上載入數紙或轉帳記錄（PNG、JPG 或 JPEG 格式）。交易日下午5時後上載的收據，會於下一個工作天處理。',
        },
      ],
      noCard: '本服務不接受信用卡付款。所有費用一經繳付，概不退還。',
    },
    schools: {
      title: '學校專區',
      body: '學校版只供學校使用。老師以科目帳戶登入，下載範本匯入考生名單，核對後確認提交，並可列印考生資料及准考證、查看學校表現分析及學生報告。',
      candidates: '學校考生請以學校提供的帳戶及密碼登入，或以考生編號及姓名登入。',
    },
    more: {
      title: '報名前',
      body: '報名前請細閱考生須知，了解重要日期及安排；如有疑問，可先參閱常見問題。',
    },
  },
};

export type HomeCopy = typeof home;
export default home;
