import type { ReactNode } from 'react';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { queryKeys } from '@mockexam/api-client';
import { testQueryClient } from '@mockexam/ui/testing';
import { slip, submittedBatch } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import { SlipsSection } from './SlipsSection';
import { useSlipsRequest } from './api';

const queryWrapper = () => {
  const client = testQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
};

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getSchoolSlips: jest.fn(),
  resetStudentPassword: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(setUpI18n);
beforeEach(() => jest.clearAllMocks());

function open() {
  const client = testQueryClient();
  renderAt('/en/school/home', { 'school/home': <SlipsSection rows={submittedBatch.rows} selectedIds={[]} /> }, client);
  return client;
}

describe('candidate slips', () => {
  it('asks for a whole school in parts of 200 rows, so no call outlives its timeout', async () => {
    const ids = Array.from({ length: 450 }, (_, i) => i + 1);
    mocked.getSchoolSlips.mockImplementation(async (rowIds?: number[]) => ({
      school_name_zh: '甲中學',
      school_name_en: 'A College',
      slips: (rowIds ?? []).map((row_id) => ({ ...slip, row_id })),
    }));
    const { result } = renderHook(() => useSlipsRequest(), { wrapper: queryWrapper() });
    const answer = await result.current.run(ids);
    expect(mocked.getSchoolSlips.mock.calls.map(([part]) => part?.length)).toEqual([200, 200, 50]);
    expect(answer.slips.map((s) => s.row_id)).toEqual(ids);
  });

  it('prepares slips after a warning, shows the password only there and prints them', async () => {
    mocked.getSchoolSlips.mockResolvedValue({ school_name_zh: '甲中學', school_name_en: 'A College', slips: [slip] });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const client = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare slips' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Issue new initial passwords?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prepare slips' }));
    const card = await screen.findByTestId('candidate-slip');
    expect(mocked.getSchoolSlips).toHaveBeenCalledWith(submittedBatch.rows.map((r) => r.row_id));
    expect(card).toHaveTextContent('2400 0001');
    expect(card).toHaveTextContent('stu24000001');
    expect(card).toHaveTextContent('k7Pq-29xa');
    expect(card).toHaveTextContent('A College');
    expect(card).toHaveTextContent('Hall A');
    expect(card).toHaveTextContent('The initial password appears only on this printout.');
    // Nothing of the answer is kept by TanStack Query.
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('k7Pq');
    expect(
      JSON.stringify(
        client
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ),
    ).not.toContain('k7Pq');
    await userEvent.click(screen.getByRole('button', { name: /Print$/ }));
    expect(print).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close and forget the passwords' }));
    expect(screen.queryByText('k7Pq-29xa')).not.toBeInTheDocument();
    print.mockRestore();
    expect(client.getQueryData(queryKeys.schoolBatch)).toBeUndefined();
  });

  it("prints one class as a class list, and 'set by the student' for a password the student chose", async () => {
    mocked.getSchoolSlips.mockResolvedValue({
      school_name_zh: '甲中學',
      school_name_en: 'A College',
      slips: [{ ...slip, row_id: 2, class: '3A', initial_password: null }],
    });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'One class' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '3A');
    await userEvent.click(screen.getByRole('radio', { name: 'Class list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prepare slips' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Prepare slips' }));
    expect(await screen.findByText('Class list: 3A', { exact: false })).toBeInTheDocument();
    expect(mocked.getSchoolSlips).toHaveBeenCalledWith([2]);
    expect(screen.getByText('Set by the student')).toBeInTheDocument();
  });

  it("resets one student's password after confirmation and shows the new slip", async () => {
    mocked.resetStudentPassword.mockResolvedValue({ ...slip, initial_password: 'n3w-Pass' });
    open();
    const reset = await screen.findByRole('button', { name: 'Reset password' });
    expect(reset).toBeDisabled();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Student' }),
      screen.getByRole('option', { name: '2C 1 Chan Tai Man' }),
    );
    await userEvent.click(reset);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reset the password of Chan Tai Man?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(mocked.resetStudentPassword).toHaveBeenCalledWith(1));
    expect(await screen.findByTestId('candidate-slip')).toHaveTextContent('n3w-Pass');
  });
});
