// Why a scan file was refused, in both languages (shown per file in the back office's upload).
import { messages, type BilingualText } from '@mockexam/contracts';

export const SCAN_UPLOAD_TEXT = {
  SCAN_NO_FILES: { en: 'Choose the scanned pages to upload', 'zh-hk': '請選擇要上載的掃描頁' },
  SCAN_NAME: {
    en: 'Name the file <candidate number>_p<page>[_marked].png or .jpg, e.g. 20000001_p3_marked.png',
    'zh-hk': '檔案名稱須為 <考生編號>_p<頁碼>[_marked].png 或 .jpg，例如 20000001_p3_marked.png',
  },
  SCAN_DUPLICATE: { en: 'Another file of this call is the same page', 'zh-hk': '本次上載有另一檔案是同一頁' },
  SCAN_FORMAT: { en: 'The file is not a PNG or JPEG image', 'zh-hk': '檔案不是 PNG 或 JPEG 圖片' },
  SCAN_TOO_LARGE: { en: 'The file is larger than 5 MB', 'zh-hk': '檔案大於 5 MB' },
  SCAN_IMAGE_SIZE: {
    en: 'The image must be 100 to 10,000 pixels wide and high',
    'zh-hk': '圖片的闊度及高度須為 100 至 10,000 像素',
  },
  SCAN_TOO_MANY_PIXELS: messages.IMAGE_TOO_MANY_PIXELS,
  SCAN_UNKNOWN_CANDIDATE: { en: 'No candidate has this candidate number', 'zh-hk': '沒有此考生編號的考生' },
  SCAN_UNKNOWN_PAGE: { en: 'The paper has no such page', 'zh-hk': '此試卷沒有這一頁' },
} satisfies Record<string, BilingualText>;

export type ScanUploadProblem = keyof typeof SCAN_UPLOAD_TEXT;
