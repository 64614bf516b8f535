// The default texts of every event's messages in both languages; staff may replace any of them in the
// back office (notification_templates) and reset it to these. SMS texts carry the sender's name in
// brackets, as Hong Kong's registered senders do, and stay short; no passwords, no full addresses.
import type { Locale, NoticeEvent, NoticeTexts } from '@mockexam/contracts';

type Texts = Record<Locale, NoticeTexts>;

const SMS_ZH = '【HKDSE 模擬考試】';
const SMS_EN = '[HKDSE Mock Exam] ';
const SIGN_ZH = '\n\nHKDSE 模擬考試';
const SIGN_EN = '\n\nHKDSE Mock Exam';

export const DEFAULT_TEMPLATES: Record<NoticeEvent, Texts> = {
  'order.placed': {
    'zh-hk': {
      sms_body: `${SMS_ZH}訂單 {order_no} 已建立，應付 {amount}，請於 {due_time} 前付款：{link}`,
      email_subject: '訂單 {order_no} 已建立',
      email_body: `{name}你好：\n\n你的報名訂單 {order_no} 已建立，應付金額 {amount}。請於 {due_time} 前以所選方式付款，逾時訂單將被取消。\n\n付款方法及訂單詳情：{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}Order {order_no} placed: {amount} due by {due_time}. How to pay: {link}`,
      email_subject: 'Order {order_no} placed',
      email_body: `Dear {name},\n\nYour order {order_no} is placed. The amount due is {amount}. Please pay by {due_time} with the method you chose; an unpaid order is cancelled after that time.\n\nHow to pay, and your order: {link}${SIGN_EN}`,
    },
  },
  'order.fps_expiring': {
    'zh-hk': {
      sms_body: `${SMS_ZH}訂單 {order_no} 的轉數快付款將於 {due_time} 到期，請盡快完成付款：{link}`,
      email_subject: '訂單 {order_no} 即將到期',
      email_body: `{name}你好：\n\n你的訂單 {order_no}（{amount}）的轉數快付款將於 {due_time} 到期。請盡快完成付款，否則訂單將被取消。\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}Your FPS payment for order {order_no} expires at {due_time}. Pay now: {link}`,
      email_subject: 'Order {order_no} expires soon',
      email_body: `Dear {name},\n\nThe FPS payment of your order {order_no} ({amount}) expires at {due_time}. Please pay now, or the order will be cancelled.\n\n{link}${SIGN_EN}`,
    },
  },
  'order.bank_due_soon': {
    'zh-hk': {
      sms_body: `${SMS_ZH}訂單 {order_no} 須於 {due_time} 前上載銀行入數紙（{amount}）：{link}`,
      email_subject: '訂單 {order_no} 付款期限將至',
      email_body: `{name}你好：\n\n你的訂單 {order_no} 須於 {due_time} 前完成銀行轉帳並上載入數紙，應付金額 {amount}。逾時訂單將被取消。\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}Order {order_no}: pay {amount} by bank transfer and upload the receipt by {due_time}: {link}`,
      email_subject: 'Order {order_no}: payment due soon',
      email_body: `Dear {name},\n\nPlease pay {amount} for your order {order_no} by bank transfer and upload the receipt by {due_time}; an unpaid order is cancelled after that time.\n\n{link}${SIGN_EN}`,
    },
  },
  'payment.received': {
    'zh-hk': {
      sms_body: `${SMS_ZH}已收到訂單 {order_no} 的付款 {amount}，多謝！{link}`,
      email_subject: '已收到訂單 {order_no} 的付款',
      email_body: `{name}你好：\n\n我們已收到你的訂單 {order_no} 的付款 {amount}，報名已確認。准考證發出後會再通知你。\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}Payment of {amount} for order {order_no} received. Thank you! {link}`,
      email_subject: 'Payment received for order {order_no}',
      email_body: `Dear {name},\n\nWe have received {amount} for your order {order_no}, and your registration is confirmed. We will tell you when your admission ticket is issued.\n\n{link}${SIGN_EN}`,
    },
  },
  'receipt.rejected': {
    'zh-hk': {
      sms_body: `${SMS_ZH}訂單 {order_no} 的入數紙未獲接納：{reason}。請於 {due_time} 前重新上載：{link}`,
      email_subject: '訂單 {order_no} 的入數紙未獲接納',
      email_body: `{name}你好：\n\n你為訂單 {order_no} 上載的入數紙未獲接納，原因：{reason}\n\n請於 {due_time} 前重新上載有效的入數紙（應付 {amount}）：{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}The receipt for order {order_no} was not accepted: {reason}. Upload again by {due_time}: {link}`,
      email_subject: 'Receipt for order {order_no} not accepted',
      email_body: `Dear {name},\n\nThe receipt you uploaded for order {order_no} was not accepted. The reason: {reason}\n\nPlease upload a valid receipt (for {amount}) by {due_time}: {link}${SIGN_EN}`,
    },
  },
  'order.expired': {
    'zh-hk': {
      sms_body: `${SMS_ZH}訂單 {order_no} 逾期未付款，已被取消。如仍想報考，請重新選擇科目：{link}`,
      email_subject: '訂單 {order_no} 已因逾期取消',
      email_body: `{name}你好：\n\n你的訂單 {order_no} 未於 {due_time} 前付款，已被取消，座位亦已釋出。如仍想報考，請重新選擇科目：{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}Order {order_no} was not paid in time and is cancelled. To register again: {link}`,
      email_subject: 'Order {order_no} cancelled: not paid in time',
      email_body: `Dear {name},\n\nYour order {order_no} was not paid by {due_time}, so it is cancelled and its seats are released. To register again, choose your subjects here: {link}${SIGN_EN}`,
    },
  },
  'order.paid_after_cancel': {
    'zh-hk': {
      sms_body: `${SMS_ZH}我們收到訂單 {order_no} 的付款 {amount}，但訂單已取消。職員會聯絡你處理：{link}`,
      email_subject: '已取消的訂單 {order_no} 收到付款',
      email_body: `{name}你好：\n\n我們收到你的訂單 {order_no} 的付款 {amount}，但該訂單已被取消。職員會盡快聯絡你安排退款或重新報名。\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}We received {amount} for order {order_no}, which was cancelled. Our staff will contact you: {link}`,
      email_subject: 'Payment received for cancelled order {order_no}',
      email_body: `Dear {name},\n\nWe received {amount} for your order {order_no}, but the order had been cancelled. Our staff will contact you soon to refund it or register you again.\n\n{link}${SIGN_EN}`,
    },
  },
  'ticket.issued': {
    'zh-hk': {
      sms_body: `${SMS_ZH}訂單 {order_no} 的准考證已發出，請登入查閱及列印：{link}`,
      email_subject: '准考證已發出（訂單 {order_no}）',
      email_body: `{name}你好：\n\n你的訂單 {order_no} 的准考證已發出。請登入查閱及列印，考試當日帶同准考證應考：{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}Your admission ticket for order {order_no} is issued. View and print it: {link}`,
      email_subject: 'Admission ticket issued (order {order_no})',
      email_body: `Dear {name},\n\nYour admission ticket for order {order_no} is issued. Please log in to view and print it, and bring it on the exam day: {link}${SIGN_EN}`,
    },
  },
  'results.released': {
    'zh-hk': {
      sms_body: `${SMS_ZH}{exam_title} 的成績已公布，請登入查閱：{link}`,
      email_subject: '{exam_title} 成績已公布',
      email_body: `{name}你好：\n\n{exam_title} 的成績及成績報告已公布，請登入查閱：{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}Results of {exam_title} are out. Log in to read them: {link}`,
      email_subject: 'Results of {exam_title} released',
      email_body: `Dear {name},\n\nThe results and report card of {exam_title} are released. Log in to read them: {link}${SIGN_EN}`,
    },
  },
  'school.registration_confirmed': {
    'zh-hk': {
      sms_body: `${SMS_ZH}{school_name}（{subject}）的報名已確認，請於 {deadline} 前提交考生名單：{link}`,
      email_subject: '{school_name} 報名已確認（{subject}）',
      email_body: `{name}老師你好：\n\n{school_name} {subject} 科的團體報名已確認。請於 {deadline} 前匯入並提交考生名單。\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}{school_name} ({subject}) is registered. Submit the candidate list by {deadline}: {link}`,
      email_subject: '{school_name} registered ({subject})',
      email_body: `Dear {name},\n\nThe registration of {school_name} for {subject} is confirmed. Please import and submit your candidate list by {deadline}.\n\n{link}${SIGN_EN}`,
    },
  },
  'school.deadline_3d': {
    'zh-hk': {
      sms_body: `${SMS_ZH}{school_name}（{subject}）須於 {deadline} 前提交考生名單，尚餘三日：{link}`,
      email_subject: '提交期限尚餘三日：{school_name}（{subject}）',
      email_body: `{name}老師你好：\n\n{school_name} {subject} 科的考生名單尚未提交，截止時間為 {deadline}（尚餘三日）。逾期未提交的報名將被取消。\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}{school_name} ({subject}): submit the candidate list by {deadline}, three days left: {link}`,
      email_subject: 'Three days left: {school_name} ({subject})',
      email_body: `Dear {name},\n\nThe candidate list of {school_name} for {subject} is not yet submitted. The deadline is {deadline}, three days from now; a registration not submitted by then is cancelled.\n\n{link}${SIGN_EN}`,
    },
  },
  'school.deadline_1d': {
    'zh-hk': {
      sms_body: `${SMS_ZH}{school_name}（{subject}）的考生名單須於 {deadline} 前提交，尚餘一日：{link}`,
      email_subject: '提交期限尚餘一日：{school_name}（{subject}）',
      email_body: `{name}老師你好：\n\n{school_name} {subject} 科的考生名單尚未提交，截止時間為 {deadline}（尚餘一日）。逾期未提交的報名將被取消。\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}{school_name} ({subject}): submit the candidate list by {deadline}, one day left: {link}`,
      email_subject: 'One day left: {school_name} ({subject})',
      email_body: `Dear {name},\n\nThe candidate list of {school_name} for {subject} is not yet submitted. The deadline is {deadline}, one day from now; a registration not submitted by then is cancelled.\n\n{link}${SIGN_EN}`,
    },
  },
  'school.submitted': {
    'zh-hk': {
      sms_body: `${SMS_ZH}{school_name}（{subject}）的考生名單已提交：{link}`,
      email_subject: '{school_name}（{subject}）考生名單已提交',
      email_body: `{name}老師你好：\n\n{school_name} {subject} 科的考生名單已提交，多謝。准考證發出後，考生可登入查閱。\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}The candidate list of {school_name} ({subject}) is submitted: {link}`,
      email_subject: 'Candidate list submitted: {school_name} ({subject})',
      email_body: `Dear {name},\n\nThe candidate list of {school_name} for {subject} is submitted. Thank you. Candidates can log in for their admission tickets once they are issued.\n\n{link}${SIGN_EN}`,
    },
  },
  'school.results_released': {
    'zh-hk': {
      sms_body: `${SMS_ZH}{school_name} 的 {exam_title} 成績已公布，請登入查閱學校報告：{link}`,
      email_subject: '{exam_title} 成績已公布（{school_name}）',
      email_body: `{name}老師你好：\n\n{school_name} 的 {exam_title} 成績已公布。請登入查閱學生成績及學校報告：{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}Results of {exam_title} for {school_name} are out. Read the school report: {link}`,
      email_subject: 'Results of {exam_title} released ({school_name})',
      email_body: `Dear {name},\n\nThe results of {exam_title} for {school_name} are released. Log in to read your students' results and the school report: {link}${SIGN_EN}`,
    },
  },
  'staff.daily_summary': {
    'zh-hk': {
      sms_body: `${SMS_ZH}待審入數紙 {receipts_waiting} 張，發送失敗訊息 {failed_messages} 則：{link}`,
      email_subject: '每日摘要：待審入數紙 {receipts_waiting} 張，發送失敗訊息 {failed_messages} 則',
      email_body: `{name}你好：\n\n待審核的入數紙：{receipts_waiting} 張\n發送失敗的訊息：{failed_messages} 則\n\n{link}${SIGN_ZH}`,
    },
    en: {
      sms_body: `${SMS_EN}{receipts_waiting} receipts waiting, {failed_messages} failed messages: {link}`,
      email_subject: 'Daily summary: {receipts_waiting} receipts waiting, {failed_messages} failed messages',
      email_body: `Dear {name},\n\nReceipts waiting for review: {receipts_waiting}\nMessages that failed: {failed_messages}\n\n{link}${SIGN_EN}`,
    },
  },
};
