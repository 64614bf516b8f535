import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { ApiError } from '@mockexam/api-client';
import { messages } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../test/render';
import { answerCycleSetupQuietly } from '../../test/cycleSetupFakes';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminVenues: jest.fn(),
  getAdminPostageMethods: jest.fn(),
  getAdminPaymentSettings: jest.fn(),
  getAdminHolidays: jest.fn(),
  createAdminCycle: jest.fn(),
  makeAdminCycleCurrent: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const CURRENT = {
  cycle_id: 7,
  code: '2024-25',
  name_zh: '2024/25 年度',
  name_en: '2024/25 cycle',
  is_current: true,
  events: {},
  products: [],
};
const NEXT = {
  ...CURRENT,
  cycle_id: 8,
  code: '2025-26',
  name_zh: '2025/26 年度',
  name_en: '2025/26 cycle',
  is_current: false,
};
const DUPLICATE = new ApiError(409, 'CYCLE_CODE_TAKEN', 'x', messages.CYCLE_CODE_TAKEN, {
  code: messages.CYCLE_CODE_TAKEN,
});

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  answerCycleSetupQuietly(mocked);
  mocked.getAdminCycles.mockResolvedValue([NEXT, CURRENT]);
  mocked.createAdminCycle.mockResolvedValue({ success: true, id: 9 });
  mocked.makeAdminCycleCurrent.mockResolvedValue({ success: true, id: 8 });
});

const button = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button')!;
const cyclesCard = async () => (await screen.findByText('Exam cycles')).closest('.ant-card') as HTMLElement;
const newCycleModal = async () =>
  (await screen.findByText('New cycle', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('cycles card', () => {
  it('lists every cycle with its names, tags the current one, and offers "Make current" on the others only', async () => {
    renderAdmin('/en/admin/cycle');
    const card = await cyclesCard();
    const rows = await within(card).findAllByRole('row');
    const text = rows.slice(1).map((r) => r.textContent);
    expect(text).toEqual(['2025-262025/26 年度2025/26 cycleMake current', '2024-252024/25 年度2024/25 cycleCurrent']);
    expect(within(card).getAllByText('Make current', { selector: 'button span' })).toHaveLength(1);
  });

  it('creates a cycle: required names, a code like 2025-26, optionally made current; then reloads the list', async () => {
    renderAdmin('/en/admin/cycle');
    const card = await cyclesCard();
    fireEvent.click(button('New cycle', card));
    const modal = await newCycleModal();
    fireEvent.click(button('Save', modal));
    expect(await within(modal).findAllByText('This field is required')).toHaveLength(3);
    fireEvent.change(within(modal).getByLabelText('Cycle code'), { target: { value: '2026' } });
    expect(await within(modal).findByText('Enter a cycle code like 2025-26')).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('Cycle code'), { target: { value: ' 2026-27 ' } });
    fireEvent.change(within(modal).getByLabelText('Name (Chinese)'), { target: { value: '2026/27 年度' } });
    fireEvent.change(within(modal).getByLabelText('Name (English)'), { target: { value: '2026/27 cycle' } });
    fireEvent.click(within(modal).getByLabelText('Make it the current cycle'));
    fireEvent.click(button('Save', modal));
    await waitFor(() =>
      expect(mocked.createAdminCycle).toHaveBeenCalledWith({
        code: '2026-27',
        name_zh: '2026/27 年度',
        name_en: '2026/27 cycle',
        make_current: true,
      }),
    );
    expect(await within(card).findByText('Cycle 2026-27 created.')).toBeInTheDocument();
    await waitFor(() => expect(mocked.getAdminCycles).toHaveBeenCalledTimes(2));
  });

  it("shows the server's duplicate-code message under the code, in English and in Chinese", async () => {
    mocked.createAdminCycle.mockRejectedValue(DUPLICATE);
    renderAdmin('/en/admin/cycle');
    fireEvent.click(button('New cycle', await cyclesCard()));
    const modal = await newCycleModal();
    fireEvent.change(within(modal).getByLabelText('Cycle code'), { target: { value: '2025-26' } });
    fireEvent.change(within(modal).getByLabelText('Name (Chinese)'), { target: { value: '重複' } });
    fireEvent.change(within(modal).getByLabelText('Name (English)'), { target: { value: 'Again' } });
    fireEvent.click(button('Save', modal));
    const error = await within(modal).findByText('This cycle code already exists');
    expect(error.closest('.ant-form-item')).toContainElement(within(modal).getByLabelText('Cycle code'));
    expect(mocked.getAdminCycles).toHaveBeenCalledTimes(1);
  });

  it('shows the duplicate-code message in Chinese on the Chinese site', async () => {
    await setupI18n('zh-hk');
    try {
      mocked.createAdminCycle.mockRejectedValue(DUPLICATE);
      renderAdmin('/zh-hk/admin/cycle');
      const card = (await screen.findByText('考期', { selector: '.ant-card-head-title' })).closest(
        '.ant-card',
      ) as HTMLElement;
      fireEvent.click(button('新增考期', card));
      const modal = (await screen.findByText('新增考期', { selector: '.ant-modal-title' })).closest(
        '.ant-modal',
      ) as HTMLElement;
      fireEvent.change(within(modal).getByLabelText('考期代號'), { target: { value: '2025-26' } });
      fireEvent.change(within(modal).getByLabelText('名稱（中文）'), { target: { value: '重複' } });
      fireEvent.change(within(modal).getByLabelText('名稱（英文）'), { target: { value: 'Again' } });
      fireEvent.click(button('儲存', modal));
      expect(await within(modal).findByText('此考期代號已存在')).toBeInTheDocument();
    } finally {
      cleanup();
      await setupI18n('en');
    }
  });

  it('makes another cycle current after a confirmation, then reloads', async () => {
    renderAdmin('/en/admin/cycle');
    const card = await cyclesCard();
    fireEvent.click(await within(card).findByLabelText('Make current 2025-26'));
    expect(
      await screen.findByText('Make 2025-26 the current cycle?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    expect(confirm).toHaveTextContent('will use "2025/26 cycle"');
    fireEvent.click(button('Make current', confirm));
    await waitFor(() => expect(mocked.makeAdminCycleCurrent).toHaveBeenCalledWith(8));
    expect(await within(card).findByText('2025-26 is now the current cycle.')).toBeInTheDocument();
    await waitFor(() => expect(mocked.getAdminCycles).toHaveBeenCalledTimes(2));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    renderAdmin('/en/admin/cycle');
    fireEvent.click(await within(await cyclesCard()).findByLabelText('Make current 2025-26'));
    await screen.findByText('Make 2025-26 the current cycle?', { selector: '.ant-modal-confirm-title' });
    fireEvent.click(button('Cancel', document.querySelector('.ant-modal-confirm') as HTMLElement));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(mocked.makeAdminCycleCurrent).not.toHaveBeenCalled();
  });
});
