// The cycle set-up tab's other cards, answered quietly (nothing listed), for tests of one card in it.
// The test file mocks '@mockexam/api-client' itself; this only gives the fakes their answers.
import type * as api from '@mockexam/api-client';

export const PAYMENT_SETTINGS = {
  fps_id: '1234567',
  fps_name: 'Mock Exam Publisher',
  bank_name_zh: '匯豐銀行',
  bank_name_en: 'HSBC',
  bank_account_no: '123-456789-001',
  bank_account_name: 'Mock Exam Publisher Ltd',
};

export function answerCycleSetupQuietly(mocked: jest.Mocked<typeof api>): void {
  mocked.getAdminCycles.mockResolvedValue([]);
  mocked.getAdminVenues.mockResolvedValue([]);
  mocked.getAdminPostageMethods.mockResolvedValue([]);
  mocked.getAdminPaymentSettings.mockResolvedValue(PAYMENT_SETTINGS);
  mocked.getAdminHolidays.mockResolvedValue([]);
}
