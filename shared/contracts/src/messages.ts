// The bilingual message catalogue shared by the server and every client.
//
// Zod schemas in this package use a catalogue KEY as their issue message, so a
// failed parse on either side can be turned into the same English and Traditional
// Chinese text. English texts quoted in the product spec are copied verbatim.

export type Locale = 'zh-hk' | 'en';
export const LOCALES: readonly Locale[] = ['zh-hk', 'en'];

/** A text in both languages, keyed by the site's locale codes. */
export type BilingualText = Record<Locale, string>;

export const messages = {
  // --- generic ---------------------------------------------------------------
  FIELD_REQUIRED: { en: 'This field is required', 'zh-hk': '此欄位必須填寫' },
  FIELD_INVALID: { en: 'Invalid value', 'zh-hk': '輸入的資料無效' },
  FIELD_TOO_LONG: { en: 'The value is too long', 'zh-hk': '輸入的資料過長' },
  FORM_INVALID: { en: 'Check the form and try again', 'zh-hk': '請檢查表格後再試' },
  ERROR: { en: 'Error!', 'zh-hk': '錯誤！' },
  NOT_FOUND: {
    en: 'Relevant records related to your query were not found.',
    'zh-hk': '找不到與你查詢相關的記錄。',
  },
  NO_RECORDS: { en: 'No records', 'zh-hk': '沒有記錄' },
  UNAUTHENTICATED: { en: 'Please log in first', 'zh-hk': '請先登入' },
  FORBIDDEN: { en: 'You are not allowed to do this', 'zh-hk': '你沒有權限進行此操作' },
  RATE_LIMITED: {
    en: 'Too many attempts. Please try again later.',
    'zh-hk': '嘗試次數過多，請稍後再試。',
  },
  INTERNAL: {
    en: 'Something went wrong. Please try again later.',
    'zh-hk': '系統發生錯誤，請稍後再試。',
  },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large', 'zh-hk': '提交的資料過大' },
  SERVICE_BUSY: {
    en: 'The service is busy. Please try again in a moment.',
    'zh-hk': '系統繁忙，請稍後再試。',
  },
  NUMBER_WHOLE: { en: 'Enter a whole number', 'zh-hk': '請輸入整數' },
  NUMBER_TOO_SMALL: { en: 'The number is too small', 'zh-hk': '數值過小' },
  NUMBER_TOO_LARGE: { en: 'The number is too large', 'zh-hk': '數值過大' },
  AMOUNT_RANGE: {
    en: 'Enter an amount from HK$0.01 to HK$1,000,000',
    'zh-hk': '請輸入 HK$0.01 至 HK$1,000,000 之間的金額',
  },
  PRICE_RANGE: {
    en: 'Enter an amount from HK$0 to HK$1,000,000',
    'zh-hk': '請輸入 HK$0 至 HK$1,000,000 之間的金額',
  },
  CAPACITY_RANGE: { en: 'Enter a capacity from 0 to 10,000', 'zh-hk': '請輸入 0 至 10,000 之間的座位數目' },
  DATE_OUT_OF_RANGE: {
    en: 'Enter a date between the years 2000 and 2100',
    'zh-hk': '請輸入2000年至2100年之間的日期',
  },

  // --- login (spec section 5 and 8) -------------------------------------------
  LOGIN_USERNAME_REQUIRED: { en: 'Please enter your account', 'zh-hk': '請輸入學科帳戶' },
  LOGIN_PASSWORD_REQUIRED: { en: 'Please enter your password', 'zh-hk': '請輸入密碼' },
  LOGIN_CANDIDATE_NO_REQUIRED: { en: 'Please enter your candidate number', 'zh-hk': '請輸入考生編號' },
  LOGIN_CANDIDATE_NAME_REQUIRED: { en: 'Please enter the candidate name', 'zh-hk': '請輸入考生姓名' },
  LOGIN_REALM_INVALID: { en: 'Unknown login type', 'zh-hk': '登入類別不正確' },
  LOGIN_FAILED: { en: 'Login failed', 'zh-hk': '登入失敗' },
  LOGIN_INVALID_CREDENTIALS: {
    en: 'Incorrect account or password',
    'zh-hk': '帳戶或密碼不正確',
  },
  LOGIN_CANDIDATE_NOT_FOUND: {
    en: 'Incorrect candidate number or name',
    'zh-hk': '考生編號或姓名不正確',
  },
  /** {wait} is filled in by the server ('45 seconds' / '45秒'). */
  LOGIN_THROTTLED: {
    en: 'Too many unsuccessful logins. Please try again in {wait}.',
    'zh-hk': '登入失敗次數過多，請於{wait}後再試。',
  },
  ACCOUNT_DISABLED: { en: 'This account has been disabled', 'zh-hk': '此帳戶已被停用' },
  SESSION_EXPIRED: { en: 'Your session has expired. Please log in again.', 'zh-hk': '登入已逾時，請重新登入。' },

  // --- registration (spec section 5) --------------------------------------------
  NAME_REQUIRED: { en: 'Name cannot be blank', 'zh-hk': '姓名不能為空' },
  NAME_TOO_LONG: { en: 'Name cannot exceed 30 characters', 'zh-hk': '姓名不能超過30個字元' },
  EMAIL_REQUIRED: { en: 'Email cannot be blank', 'zh-hk': '電郵地址不能為空' },
  EMAIL_INVALID: { en: 'Invalid email format', 'zh-hk': '電郵地址格式不正確' },
  EMAIL_CONFIRM_REQUIRED: { en: 'Enter confirmation email', 'zh-hk': '請輸入確認電郵地址' },
  EMAIL_MISMATCH: { en: 'Emails do not match', 'zh-hk': '電郵地址不一致' },
  PASSWORD_REQUIRED: { en: 'Password cannot be blank', 'zh-hk': '密碼不能為空' },
  PASSWORD_LENGTH: { en: 'Enter 6-30 characters for your password', 'zh-hk': '請輸入6至30個字元的密碼' },
  PASSWORD_CONFIRM_REQUIRED: { en: 'Enter confirmation password', 'zh-hk': '請輸入確認密碼' },
  PASSWORD_MISMATCH: { en: 'Passwords do not match', 'zh-hk': '密碼不一致' },
  PHONE_REQUIRED: { en: 'Phone cannot be blank', 'zh-hk': '電話號碼不能為空' },
  PHONE_INVALID: { en: 'Invalid phone format', 'zh-hk': '電話號碼格式不正確' },
  PHONE_VERIFY_FIRST: { en: 'Complete phone verification first', 'zh-hk': '請先完成電話驗證' },
  PHONE_VERIFY: { en: 'Verify your phone number', 'zh-hk': '請驗證你的電話號碼' },
  PHONE_ALREADY_REGISTERED: {
    en: 'This mobile number is already registered. Please log in or reset your password.',
    'zh-hk': '此手機號碼已經註冊，請直接登入或重設密碼。',
  },
  TERMS_REQUIRED: { en: 'You must agree to the terms to register', 'zh-hk': '你必須同意條款才可註冊' },
  VERIFICATION_SUCCESSFUL: { en: 'verification successful', 'zh-hk': '驗證成功' },

  // --- SMS one-time codes --------------------------------------------
  SMS_CODE_REQUIRED: { en: 'Please enter the verification code', 'zh-hk': '請輸入驗證碼' },
  SMS_CODE_FORMAT: { en: 'The verification code has 6 digits', 'zh-hk': '驗證碼為6位數字' },
  SMS_CODE_INVALID: { en: 'Incorrect verification code', 'zh-hk': '驗證碼不正確' },
  SMS_CODE_EXPIRED: {
    en: 'The verification code has expired. Please request a new one.',
    'zh-hk': '驗證碼已過期，請重新索取。',
  },
  SMS_TOO_MANY_ATTEMPTS: {
    en: 'Too many wrong codes. Please request a new one.',
    'zh-hk': '驗證碼錯誤次數過多，請重新索取。',
  },
  SMS_RESEND_WAIT: {
    en: 'Please wait 60 seconds before requesting another code',
    'zh-hk': '請等待60秒後再索取驗證碼',
  },
  SMS_DAILY_LIMIT: {
    en: 'Too many codes requested today. Please try again tomorrow.',
    'zh-hk': '今日索取驗證碼的次數過多，請明天再試。',
  },
  SMS_SENT: { en: 'A verification code has been sent', 'zh-hk': '驗證碼已發送' },
  SMS_PURPOSE_INVALID: { en: 'Unknown verification purpose', 'zh-hk': '驗證用途不正確' },
  VERIFICATION_TOKEN_INVALID: {
    en: 'Phone verification has expired. Please verify your phone number again.',
    'zh-hk': '電話驗證已逾時，請重新驗證電話號碼。',
  },

  // --- change and reset password (spec section 5) ------------------------------
  OLD_PASSWORD_REQUIRED: { en: 'The old password cannot be blank', 'zh-hk': '舊密碼不能為空' },
  OLD_PASSWORD_WRONG: { en: 'The old password is incorrect', 'zh-hk': '舊密碼不正確' },
  NEW_PASSWORD_REQUIRED: { en: 'New password cannot be blank', 'zh-hk': '新密碼不能為空' },
  NEW_PASSWORD_CONFIRM_REQUIRED: { en: 'Please confirm your new password', 'zh-hk': '請確認新密碼' },
  NEW_PASSWORD_MISMATCH: { en: 'Does not match the new password', 'zh-hk': '與新密碼不一致' },
  PASSWORD_CHANGED: { en: 'Your password has been changed', 'zh-hk': '密碼已更改' },
  PASSWORD_RESET_DONE: { en: 'Your password has been reset. Please log in.', 'zh-hk': '密碼已重設，請重新登入。' },

  // --- checkout (spec section 5) -----------------------------------------------
  PRODUCTS_REQUIRED: { en: 'Please select at least one subject', 'zh-hk': '請最少選擇一個科目' },
  PRODUCT_UNAVAILABLE: { en: 'This subject is not available', 'zh-hk': '此科目未能報名' },
  PRODUCT_ALREADY_ENROLLED: {
    en: 'You have already enrolled in this subject',
    'zh-hk': '你已報名此科目',
  },
  EXAM_MODE_REQUIRED: { en: 'Please choose an exam method', 'zh-hk': '請選擇考試形式' },
  VENUE_REQUIRED: { en: 'Please choose an exam venue', 'zh-hk': '請選擇考場' },
  VENUE_FULL: { en: 'Fully booked!', 'zh-hk': '已滿額！' },
  POSTAGE_REQUIRED: { en: 'Please choose a postage method', 'zh-hk': '請選擇郵寄方式' },
  POSTAGE_DETAILS_REQUIRED: {
    en: 'Please fill in the details of the postage method',
    'zh-hk': '請填寫郵寄方式的資料',
  },
  ADDRESS_REQUIRED: { en: 'Please enter the mailing address', 'zh-hk': '請輸入郵寄地址' },
  RECIPIENT_NAME_REQUIRED: { en: 'Please enter the recipient name', 'zh-hk': '請輸入收件人姓名' },
  RECIPIENT_PHONE_REQUIRED: {
    en: 'Please enter the recipient mobile number',
    'zh-hk': '請輸入收件人手機號碼',
  },
  PAYMENT_METHOD_REQUIRED: { en: 'Please choose a payment method', 'zh-hk': '請選擇付款方式' },
  CREDIT_CARD_NOT_SUPPORTED: { en: 'Credit card is not supported', 'zh-hk': '不接受信用卡付款' },
  REVIEW_NOTICE: {
    en: 'Please review the information, orders cannot be modified once submitted',
    'zh-hk': '請核對資料，訂單一經提交便不能修改',
  },
  APPLICATION_FORM_ERRORS: {
    en: 'Please check the application form, correct any errors, and try again',
    'zh-hk': '請檢查報名表，更正錯誤後再試',
  },
  ENROLMENT_CLOSED: { en: 'Enrolment has closed', 'zh-hk': '報名已截止' },
  ORDER_CANCELLED_TIMEOUT: {
    en: 'This order was cancelled because it was not paid in time. Please select again.',
    'zh-hk': '此訂單因逾時未付款已被取消，請重新選擇。',
  },
  ORDER_NOT_CANCELLABLE: { en: 'This order can no longer be cancelled', 'zh-hk': '此訂單已不能取消' },
  IDEMPOTENCY_KEY_REQUIRED: {
    en: 'The request has no Idempotency-Key header',
    'zh-hk': '請求缺少 Idempotency-Key 標頭',
  },
  VENUE_NO_SESSION: {
    en: 'This venue has no session for the selected subject',
    'zh-hk': '此考場沒有所選科目的考試場次',
  },
  ENROLMENT_NOT_OPEN: { en: 'Enrolment has not opened yet', 'zh-hk': '報名尚未開始' },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This request key was already used for a different order',
    'zh-hk': '此請求編號已用於另一張訂單',
  },

  // --- payment (spec section 5) --------------------------------------------------
  RECEIPT_AGREE_REQUIRED: {
    en: 'Please read and agree to the upload instructions.',
    'zh-hk': '請閱讀並同意上載須知。',
  },
  RECEIPT_FORMAT: {
    en: 'The uploaded file is not in PNG, JPG, or JPEG format. Please upload an appropriate image.',
    'zh-hk': '上載的檔案並非 PNG、JPG 或 JPEG 格式，請上載合適的圖片。',
  },
  RECEIPT_TOO_LARGE: {
    en: 'The image is larger than 5 MB. Please upload a smaller image.',
    'zh-hk': '圖片大於 5 MB，請上載較小的圖片。',
  },
  RECEIPT_EMPTY: { en: 'The uploaded file is empty', 'zh-hk': '上載的檔案是空的' },
  RECEIPT_FILE_REQUIRED: { en: 'Please choose an image to upload', 'zh-hk': '請選擇要上載的圖片' },
  PAYMENT_NOT_ALLOWED: {
    en: 'This order cannot take a payment now',
    'zh-hk': '此訂單現時不能付款',
  },
  SIGNATURE_INVALID: { en: 'Invalid signature', 'zh-hk': '簽署無效' },
  NOTIFY_NOT_CONFIGURED: {
    en: 'Payment notifications are not configured',
    'zh-hk': '付款通知尚未設定',
  },
  RECEIPT_NOT_PENDING: { en: 'This receipt has already been reviewed', 'zh-hk': '此收據已經審批' },
  ORDER_NOT_EXTENDABLE: { en: 'Only unpaid orders can be extended', 'zh-hk': '只可延長未付款訂單的限期' },
  DUE_AT_PAST: { en: 'The new due time must be in the future', 'zh-hk': '新的付款限期必須在將來' },
  DUE_AT_TOO_FAR: { en: 'The new due time must be within a year', 'zh-hk': '新的付款限期必須在一年之內' },
  RECEIPT_BANK_ONLY: {
    en: 'Receipts are uploaded only for orders paid by bank transfer',
    'zh-hk': '只有以銀行轉賬付款的訂單才需上載收據',
  },
  RECEIPT_IMAGE_SIZE: {
    en: 'The image must be 100 to 10,000 pixels wide and high. Please upload a clear photo or scan of the receipt.',
    'zh-hk': '圖片的闊度及高度須為100至10,000像素，請上載清晰的收據相片或掃描。',
  },
  IMAGE_TOO_MANY_PIXELS: {
    en: 'The image is too large: at most 40 megapixels.',
    'zh-hk': '圖片太大：最多4000萬像素。',
  },
  TXN_ID_OTHER_ORDER: {
    en: 'This bank transaction was already recorded for another order',
    'zh-hk': '此銀行交易已記錄於另一張訂單',
  },
  RECEIPT_PROCESSED_TODAY: { en: 'Your receipt will be processed today.', 'zh-hk': '你的收據將於今日處理。' },
  RECEIPT_PROCESSED_NEXT_DAY: {
    en: 'Receipts uploaded after 5:00 pm or on a non-working day are processed on the next working day.',
    'zh-hk': '下午5時後或非工作天上載的收據，將於下一個工作天處理。',
  },

  // --- back office set-up ------------------------------------------------
  CYCLE_CODE_TAKEN: { en: 'This cycle code already exists', 'zh-hk': '此考期代號已存在' },
  HOLIDAY_DATE_TAKEN: { en: 'This date is already a public holiday', 'zh-hk': '此日期已是公眾假期' },

  // --- school import (spec section 5) -------------------------------------------
  IMPORT_UNREADABLE: { en: 'Unable to read file, import failed', 'zh-hk': '無法讀取檔案，匯入失敗' },
  CLASS_REQUIRED: { en: 'Class not entered', 'zh-hk': '未輸入班別' },
  CLASS_TOO_LONG: { en: 'Class name is too long... (at most 8 characters)', 'zh-hk': '班別名稱過長（最多8個字元）' },
  CLASS_FORMAT: { en: 'Invalid class format (e.g. 2C)', 'zh-hk': '班別格式不正確（例如 2C）' },
  STUDENT_NAME_REQUIRED: { en: 'Student name not entered', 'zh-hk': '未輸入學生姓名' },
  STUDENT_NAME_FORMAT: { en: 'Invalid student name format', 'zh-hk': '學生姓名格式不正確' },
  STUDENT_NO_FORMAT: {
    en: 'Student number must be a number (e.g. 1, 2)',
    'zh-hk': '學號必須為數字（例如 1、2）',
  },
  LANGUAGE_VERSION_REQUIRED: { en: 'Please select a language version', 'zh-hk': '請選擇語文版本' },
  SUBMISSION_COMPLETED: { en: 'Submission completed', 'zh-hk': '提交完成' },
  SUBMISSION_UNSUCCESSFUL: { en: 'Submission unsuccessful', 'zh-hk': '提交不成功' },
  SCHOOL_REG_CLOSED: {
    en: 'School registration has closed',
    'zh-hk': '學校報名已截止',
  },
  SUBMISSION_UNSUCCESSFUL_GUIDE: {
    en: 'Find the cells flagged with an error icon, hover over them to see the reason, correct them, then confirm and submit again.',
    'zh-hk': '請找出標有錯誤圖示的儲存格，將游標移到圖示上查看原因，更正後再確認及提交。',
  },
  IMPORT_TOO_LARGE: {
    en: 'Unable to read file, import failed: the file is larger than 2 MB',
    'zh-hk': '無法讀取檔案，匯入失敗：檔案大於 2 MB',
  },
  IMPORT_TOO_MANY_ROWS: {
    en: 'Unable to read file, import failed: a list holds at most 2,000 candidates',
    'zh-hk': '無法讀取檔案，匯入失敗：每份名單最多 2,000 名考生',
  },
  IMPORT_EMPTY: {
    en: 'Unable to read file, import failed: the template holds no candidates',
    'zh-hk': '無法讀取檔案，匯入失敗：範本內沒有考生資料',
  },
  IMPORT_TIMED_OUT: {
    en: 'Unable to read file, import failed: reading the file took too long',
    'zh-hk': '無法讀取檔案，匯入失敗：讀取檔案時間過長',
  },
  DUPLICATE_STUDENT: {
    en: 'The same class and student number appear more than once',
    'zh-hk': '班別及學號重複',
  },
  NOT_YET_AUDITED: { en: 'Not yet audited', 'zh-hk': '尚未審核' },
  EXPECTED_CANDIDATES_RANGE: {
    en: 'Enter an expected number of candidates from 1 to 2,000',
    'zh-hk': '請輸入 1 至 2,000 之間的預計考生人數',
  },
  SCHOOL_NOT_REGISTERED: {
    en: 'Register the subject for this exam before submitting the list',
    'zh-hk': '提交名單前，請先為此科目報名',
  },
  SCHOOL_ROWS_FULL: {
    en: 'A list holds at most 2,000 candidates',
    'zh-hk': '每份名單最多 2,000 名考生',
  },
  SCHOOL_SEATS_SHORT: {
    en: 'Fully booked! The venue has fewer seats left than the list has candidates',
    'zh-hk': '已滿額！考場餘下座位少於名單上的考生人數',
  },
  NO_CURRENT_CYCLE: { en: 'No exam cycle is open', 'zh-hk': '現時沒有開放的考期' },
  SCHOOL_ACCOUNT_USERNAME_FORMAT: {
    en: 'Use 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter',
    'zh-hk': '請以英文字母開頭，使用 3 至 40 個英文字母、數字、點、連字號或底線',
  },
  SCHOOL_ACCOUNT_USERNAME_TAKEN: { en: 'This account name is already in use', 'zh-hk': '此帳戶名稱已被使用' },

  // --- reports (spec section 8) -------------------------------------------------
  NO_GUIDELINE: { en: 'No scoring reference for this page!', 'zh-hk': '此頁沒有評分參考資料!' },
  NO_COMMENT: { en: 'No comments', 'zh-hk': '沒有評語' },
  GRADING_IN_PROGRESS: { en: 'Grading in progress', 'zh-hk': '評卷進行中' },
  TICKET_PREPARING: {
    en: 'Your admission ticket is being prepared. It will be ready within 5 working days after payment is confirmed.',
    'zh-hk': '准考證正在準備中，將於確認付款後5個工作天內發出。',
  },

  // --- scan intake: resumable uploads, the exceptions queue -------------------------
  SCAN_INTAKE_METADATA: {
    en: 'Name the exam paper and the file of the upload',
    'zh-hk': '請註明上載檔案所屬的試卷及檔案名稱',
  },
  SCAN_INTAKE_FILE_NAME: {
    en: 'Upload a PDF, PNG or JPEG file (a name ending .pdf, .png, .jpg or .jpeg)',
    'zh-hk': '請上載 PDF、PNG 或 JPEG 檔案（檔案名稱以 .pdf、.png、.jpg 或 .jpeg 結尾）',
  },
  SCAN_INTAKE_EMPTY: { en: 'The file is empty', 'zh-hk': '檔案是空的' },
  SCAN_INTAKE_TOO_LARGE: {
    en: 'The file is too large: a PDF may be up to 200 MB, a page image up to 40 MB',
    'zh-hk': '檔案過大：PDF 最大 200 MB，頁面圖像最大 40 MB',
  },
  SCAN_INTAKE_PDF_UNREADABLE: {
    en: 'The PDF could not be opened: upload it again or scan the pages again',
    'zh-hk': '未能開啟此 PDF，請重新上載或重新掃描',
  },
  SCAN_INTAKE_TOO_MANY_PAGES: {
    en: 'A PDF may have up to 2,000 pages: split the batch into smaller files',
    'zh-hk': 'PDF 最多 2,000 頁，請把整批分成較小的檔案',
  },
  SCAN_INTAKE_FAILED: {
    en: 'The file could not be read: upload it again',
    'zh-hk': '未能讀取此檔案，請重新上載',
  },
  SCAN_SLOT_TAKEN: {
    en: "This candidate's page already has a scan: choose to replace it, or pick another page",
    'zh-hk': '此考生的這一頁已有掃描，請選擇取代，或另選頁數',
  },
  SCAN_CANDIDATE_NOT_ENTERED: {
    en: 'This candidate number is not entered for the exam',
    'zh-hk': '此考生編號並未報考此考試',
  },
  SCAN_NO_SUCH_PAGE: { en: 'The paper has no such page', 'zh-hk': '此試卷沒有這一頁' },

  // --- grading: exams, questions, boundaries, marks, runs ----------------------------
  PERCENT_RANGE: { en: 'Enter 0 to 100, at most 2 decimal places', 'zh-hk': '請輸入 0 至 100，最多兩位小數' },
  EXAM_WEIGHTS_SUM: { en: 'The paper weights must add up to 100%', 'zh-hk': '各卷比重總和必須為 100%' },
  EXAM_TEXT_BOTH_LANGUAGES: {
    en: 'Give this text in both Chinese and English, or leave both blank',
    'zh-hk': '請以中文及英文填寫此項，或兩者皆留空',
  },
  EXAM_DELETE_HAS_MARKS: {
    en: 'This exam cannot be deleted: candidates have marks in it. Archive it instead',
    'zh-hk': '此考試不能刪除：已有考生的分數。請改為封存',
  },
  EXAM_DELETE_HAS_SCANS: {
    en: 'This exam cannot be deleted: scanned answer pages are stored for it. Archive it instead',
    'zh-hk': '此考試不能刪除：已存有掃描的答題頁。請改為封存',
  },
  EXAM_DELETE_HAS_RUNS: {
    en: 'This exam cannot be deleted: it has grading runs. Archive it instead',
    'zh-hk': '此考試不能刪除：已有評級計算記錄。請改為封存',
  },
  EXAM_IN_USE: {
    en: 'This exam cannot be deleted: other records refer to it. Archive it instead',
    'zh-hk': '此考試不能刪除：其他記錄仍在使用。請改為封存',
  },
  EXAM_PAPERS_MISMATCH: { en: 'List every paper of the exam once', 'zh-hk': '請列出此考試的每份試卷各一次' },
  QUESTION_PAGE_LOCATION: {
    en: 'Pages: page numbers separated by commas, e.g. 2,3',
    'zh-hk': '頁數：以逗號分隔的頁碼，例如 2,3',
  },
  QUESTION_LABEL_DUPLICATE: { en: 'Two questions of the paper have this label', 'zh-hk': '此卷有兩條題目使用相同題號' },
  QUESTION_ANSWER_NOT_CHOICE: {
    en: 'Only multiple-choice questions have a correct answer',
    'zh-hk': '只有多項選擇題設有正確答案',
  },
  QUESTION_CRITERIA_NOT_ESSAY: { en: 'Only essay questions have writing criteria', 'zh-hk': '只有寫作題設有評分準則' },
  QUESTION_CRITERIA_DUPLICATE: { en: 'A writing criterion is listed twice', 'zh-hk': '評分準則重複' },
  QUESTION_CRITERIA_SUM: {
    en: "The criteria's full marks must add up to the question's full marks",
    'zh-hk': '各評分準則的滿分總和必須等於題目滿分',
  },
  QUESTIONS_LOCKED_BY_MARKS: {
    en: 'Marks exist for this paper: its questions can no longer be replaced',
    'zh-hk': '此卷已有分數，不能再更換題目',
  },
  BOUNDARIES_NOT_INCREASING: {
    en: 'Each level needs a higher cut score than the level below it',
    'zh-hk': '每個等級的分數線必須高於下一等級',
  },
  BOUNDARIES_SUBJECT: {
    en: 'Give the seven level cut scores, or for Citizenship and Social Development the attained score only',
    'zh-hk': '請輸入七個等級的分數線；公民與社會發展科則只輸入達標分數',
  },
  GRADING_NO_BOUNDARIES: {
    en: 'Set the grade boundaries before running the grading',
    'zh-hk': '請先設定等級分數線，然後才進行評級',
  },
  GRADING_NO_QUESTIONS: { en: 'Every paper needs its questions before grading', 'zh-hk': '評級前每份試卷必須設有題目' },
  GRADING_RUN_STALE: {
    en: 'The marks changed after this run; run grading again',
    'zh-hk': '此評分結果之後分數已更改，請重新執行評分',
  },
  GRADING_RUN_NOT_LATEST: {
    en: 'Only the latest grading run can be published; look at the newest results first',
    'zh-hk': '只可發布最新一次評級結果，請先查看最新結果',
  },
  MARKS_ROWS_INVALID: {
    en: 'Some rows have errors; nothing was imported',
    'zh-hk': '部分資料有錯誤，未有匯入任何分數',
  },
  MARKS_TOO_MANY_ROWS: { en: 'An import holds at most 25,000 rows', 'zh-hk': '每次匯入最多 25,000 行' },
  MARKS_CANDIDATE_FORMAT: {
    en: 'Candidate numbers have 8 letters or digits',
    'zh-hk': '考生編號由 8 個英文字母或數字組成',
  },
  MARKS_UNKNOWN_CANDIDATE: { en: 'No candidate has this number', 'zh-hk': '沒有此考生編號' },
  MARKS_CANDIDATE_NOT_ENTERED: { en: 'This candidate is not entered for this exam', 'zh-hk': '此考生未報考此考試' },
  MARKS_DUPLICATE_CANDIDATE: { en: 'This candidate appears in an earlier row', 'zh-hk': '此考生已在較前的一行出現' },
  MARKS_UNKNOWN_QUESTION: { en: 'The paper has no question with this label', 'zh-hk': '此卷沒有這個題號' },
  MARKS_SCORE_FORMAT: { en: 'Marks are 0 to 200 in steps of 0.5', 'zh-hk': '分數為 0 至 200，以 0.5 分為單位' },
  MARKS_SCORE_ABOVE_MAX: { en: 'The mark is above the full marks', 'zh-hk': '分數高於滿分' },
  MARKS_ANSWER_FORMAT: { en: 'Options are capital letters A to Z', 'zh-hk': '選項須為大楷英文字母 A 至 Z' },
  MARKS_ANSWER_NOT_CHOICE: {
    en: 'Options are given only for multiple-choice questions',
    'zh-hk': '只有多項選擇題可填寫選項',
  },
  MARKS_CHOICE_SCORE_MISMATCH: {
    en: 'The mark disagrees with the options chosen (full marks only when they equal the correct answer)',
    'zh-hk': '分數與所選選項不符（所選選項與正確答案完全相同才得滿分）',
  },
  MARKS_UNKNOWN_CRITERION: { en: 'The question has no such writing criterion', 'zh-hk': '此題沒有這項評分準則' },
  MARKS_CRITERIA_MISSING: { en: 'Give a mark for every writing criterion', 'zh-hk': '請為每項評分準則評分' },
  MARKS_CRITERIA_SUM: {
    en: "The mark must equal the sum of the criteria's marks",
    'zh-hk': '分數必須等於各評分準則分數的總和',
  },
  GUIDELINE_UNKNOWN_QUESTION: { en: 'The paper has no question with this label', 'zh-hk': '此卷沒有這個題號' },
  GUIDELINE_PAGE_NOT_ON_QUESTION: {
    en: 'The question is not on this page: choose one of the pages it spans',
    'zh-hk': '此題不在這一頁，請選擇題目所在的頁數',
  },
  GUIDELINE_TOO_LONG: { en: 'A guideline holds at most 2,000 characters', 'zh-hk': '每項評分參考最多 2,000 字' },
  GUIDELINES_TOO_MANY: { en: 'A paper holds at most 500 guidelines', 'zh-hk': '每份試卷最多 500 項評分參考' },
  QUESTIONS_DROP_GUIDELINES: {
    en: 'Some marking guidelines belong to a question or page this list removes: change or remove those guidelines first',
    'zh-hk': '部分評分參考所屬的題目或頁數已從題目表中刪除，請先修改或刪除該些評分參考',
  },

  // --- paper layout and answer books ---------------------------------------------
  LAYOUT_PAGE_RANGE: {
    en: "Pages are numbered from 1 to the paper's page count (at most 64)",
    'zh-hk': '頁碼須由 1 至試卷的頁數（最多 64 頁）',
  },
  LAYOUT_QUESTION_NO_PAGE: { en: 'Give each question at least one page', 'zh-hk': '每條題目須最少有一頁' },
  LAYOUT_QUESTIONS_MISMATCH: {
    en: 'List every question of the paper once',
    'zh-hk': '請列出此卷的每條題目各一次',
  },
  LAYOUT_REGION_OUTSIDE: { en: 'A region must lie inside its page', 'zh-hk': '作答範圍必須在頁面之內' },
  LAYOUT_REGION_NOT_ON_QUESTION: {
    en: "A region must be on one of its question's pages",
    'zh-hk': '作答範圍必須在該題所在的頁面上',
  },
  LAYOUT_TOO_MANY_REGIONS: { en: 'A question has at most 20 regions', 'zh-hk': '每條題目最多 20 個作答範圍' },
  LAYOUT_PAGES_SCANNED: {
    en: 'Candidates’ scans exist on the pages this would remove: keep at least as many pages as were scanned',
    'zh-hk': '將被刪除的頁面已有考生的掃描，頁數不可少於已掃描的頁數',
  },
  LAYOUT_GUIDELINES_PAGE: {
    en: 'Some marking guidelines are on a page their question would leave: change or remove those guidelines first',
    'zh-hk': '部分評分參考所在的頁面將不再屬於其題目，請先修改或刪除該些評分參考',
  },
  LAYOUT_IMAGE_FORMAT: {
    en: 'Upload the page as a PNG or JPEG image',
    'zh-hk': '請以 PNG 或 JPEG 圖像上載頁面',
  },
  LAYOUT_IMAGE_SIZE: {
    en: 'The page image must be 100 to 10,000 pixels wide and high, at most 40 megapixels and 15 MB',
    'zh-hk': '頁面圖像的闊度及高度須為 100 至 10,000 像素，最多 4,000 萬像素及 15 MB',
  },
  BLANK_BOOKS_COUNT: { en: 'Print 1 to 500 blank books at a time', 'zh-hk': '每次可列印 1 至 500 本空白答題簿' },
  BLANK_BOOKS_SERIAL: {
    en: 'Serial numbers run from 1 to 999,999',
    'zh-hk': '序號須由 1 至 999,999',
  },
  ANSWER_BOOKS_NONE: {
    en: 'No candidates are entered here: there are no answer books to print',
    'zh-hk': '這裏沒有已報考的考生，沒有答題簿可列印',
  },
  BLANK_BOOKS_TOO_MANY_PAGES: {
    en: 'Too many pages for one file: print fewer blank books at a time',
    'zh-hk': '頁數過多，未能合成一個檔案，請每次列印較少空白答題簿',
  },
  ANSWER_BOOKS_TOO_MANY: {
    en: 'Too many answer books for one file: download them school by school',
    'zh-hk': '答題簿數量過多，未能合成一個檔案，請按學校逐一下載',
  },
  // --- on-screen marking ---
  MARKING_ANNOTATION_INVALID: {
    en: 'An annotation is not on the page: draw it again',
    'zh-hk': '有註記不在頁面之內，請重新標註',
  },
  MARKING_TOO_MANY_ANNOTATIONS: {
    en: 'Too many annotations on one item (at most 60)',
    'zh-hk': '一個題目的註記太多（最多60個）',
  },
  MARKING_COMMENT_TOO_LONG: {
    en: 'The comment is too long (at most 1,000 characters)',
    'zh-hk': '評語太長（最多1,000字）',
  },
  MARKING_NOTE_TOO_LONG: {
    en: 'The note is too long (at most 500 characters)',
    'zh-hk': '備註太長（最多500字）',
  },
  MARKING_STEP_INVALID: {
    en: 'Marks go up in steps of 1 or 0.5',
    'zh-hk': '分數的最小單位須為1或0.5',
  },
  MARKING_QUALIFY_MIN_RANGE: {
    en: 'Scripts needed to qualify must be from 0 to 50',
    'zh-hk': '合格所需的試卷數目須由0至50',
  },
  MARKING_SEED_EVERY_RANGE: {
    en: 'A seed every 0 to 100 items (0: no seeds)',
    'zh-hk': '每0至100份插入一份種子試卷（0表示不插入）',
  },
  MARKING_SEED_FAIL_LIMIT_RANGE: {
    en: 'Seeds outside tolerance before a pause must be from 1 to 20',
    'zh-hk': '暫停前容許超出容差的種子試卷須由1至20份',
  },
  MARKING_DOUBLE_SHARE_RANGE: {
    en: 'The double-marked share must be from 0 to 100%',
    'zh-hk': '雙評比例須由0%至100%',
  },
  MARKING_TOLERANCE_ABOVE_MAX: {
    en: 'The tolerance cannot be more than the question’s full marks',
    'zh-hk': '容差不可超過本題滿分',
  },
  MARKING_SINCE_INVALID: {
    en: 'Enter the time as a date and time',
    'zh-hk': '請輸入日期及時間',
  },
  MARKING_SCORE_ABOVE_MAX: {
    en: 'The mark is more than the question allows',
    'zh-hk': '分數超過本題滿分',
  },
  MARKING_SCORE_STEP: {
    en: 'This question is marked in whole marks',
    'zh-hk': '本題只可給整數分',
  },
  MARKING_CRITERIA_REQUIRED: {
    en: 'Give a mark for every writing criterion; the mark is their sum',
    'zh-hk': '請為每項寫作準則評分，總分為各項之和',
  },
  MARKING_CRITERIA_NOT_ESSAY: {
    en: 'This question has no writing criteria',
    'zh-hk': '本題沒有寫作評分準則',
  },
  MARKING_LEASE_LOST: {
    en: 'This item went back to the queue while you were away: take the next one',
    'zh-hk': '你離開期間此題已退回佇列，請批改下一份',
  },
  MARKING_NOT_CHANGEABLE: {
    en: "This mark can no longer be changed: the chief marker's mark is final",
    'zh-hk': '此分數已不能修改：以主考員的評分為準',
  },
  MARKING_NOT_ASSIGNED: {
    en: 'You are not assigned to mark this question',
    'zh-hk': '你並未獲分派批改本題',
  },
  MARKING_NOT_CHIEF: {
    en: 'Only the chief marker of this question can do this',
    'zh-hk': '只有本題的主考員可以執行此操作',
  },
  MARKING_IDEMPOTENCY_KEY_REUSED: {
    en: 'This submission key was already used for another item',
    'zh-hk': '此提交編號已用於另一題目',
  },
  MARKING_SCRIPT_UNKNOWN: {
    en: 'No scanned script has this code for the question',
    'zh-hk': '本題沒有此編號的已掃描試卷',
  },
  MARKING_REFERENCE_EXISTS: {
    en: 'This script is already used for that purpose',
    'zh-hk': '此試卷已作此用途',
  },
  MARKING_REFERENCE_MARKED: {
    en: 'Markers have marked this script: it can no longer be removed',
    'zh-hk': '已有閱卷員批改此試卷，不能再移除',
  },
  MARKING_ASSIGNMENT_EXISTS: {
    en: 'This marker is already assigned to that question',
    'zh-hk': '此閱卷員已獲分派該題',
  },
  MARKING_QUESTION_NOT_IN_PAPER: {
    en: 'A question is not one of this paper’s',
    'zh-hk': '有題目不屬於本卷',
  },
  MARKING_ASSIGNMENT_HAS_MARKS: {
    en: 'This marker has marked the question: pause them instead',
    'zh-hk': '此閱卷員已批改本題，請改為暫停',
  },
  MARKING_NO_SCANS: {
    en: 'No scanned answer books yet: upload the scans first',
    'zh-hk': '尚未有已掃描的答題簿，請先上載掃描檔',
  },
  MARKED_ON_SCREEN: {
    en: 'This mark was given on screen: choose to replace on-screen marks to overwrite it',
    'zh-hk': '此分數由網上評卷給出；如要覆蓋，請選擇取代網上評卷分數',
  },
  MARKER_NAME_REQUIRED: {
    en: 'Enter the marker’s name',
    'zh-hk': '請輸入閱卷員姓名',
  },
  MARKER_USERNAME_TAKEN: {
    en: 'This username is taken',
    'zh-hk': '此用戶名稱已被使用',
  },
  // --- notifications -----------------------------------------------------------
  NOTICE_PLACEHOLDER_UNKNOWN: {
    en: 'This text uses a placeholder this message does not have',
    'zh-hk': '此文字使用了本訊息沒有的佔位符',
  },
  NOTICE_PLACEHOLDER_BROKEN: {
    en: 'A placeholder is not closed: write it as {name}',
    'zh-hk': '佔位符未完整，請寫成 {name} 的格式',
  },
  NOTICE_SMS_TOO_LONG: {
    en: 'An SMS can be at most 500 characters',
    'zh-hk': '短訊最多 500 個字元',
  },
  NOTICE_NOT_RESENDABLE: {
    en: 'This message can be sent again once it was sent or has failed',
    'zh-hk': '訊息須已發送或發送失敗，方可重新發送',
  },
  NOTICE_NO_SAMPLE: {
    en: 'There is nothing yet to preview this message with',
    'zh-hk': '暫時沒有可用作預覽此訊息的資料',
  },
} as const satisfies Record<string, BilingualText>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(messages, value);
}

/** The text of a catalogue key in one locale; unknown keys come back unchanged. */
export function messageText(key: string, locale: Locale): string {
  if (!isMessageKey(key)) return key;
  return messages[key][locale];
}

/**
 * A zod `customError` that turns issues without a schema-given key into generic keys,
 * so every message stays translatable. Install with `z.config({ customError: keyedErrorMap })`.
 */
export function keyedErrorMap(issue: {
  code?: string;
  input?: unknown;
  origin?: string;
  expected?: string;
}): MessageKey {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return 'FIELD_REQUIRED';
  const numeric = issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint';
  if (issue.code === 'too_big') return numeric ? 'NUMBER_TOO_LARGE' : 'FIELD_TOO_LONG';
  if (issue.code === 'too_small' && numeric) return 'NUMBER_TOO_SMALL';
  // 1.5 where a whole number belongs (zod 4 reports it as an invalid 'int').
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'NUMBER_WHOLE';
  return 'FIELD_INVALID';
}
