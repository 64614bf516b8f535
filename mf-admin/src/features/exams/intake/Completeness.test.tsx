import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import type { CallOptions } from '@mockexam/api-client';
import type { ScanCompletenessResponse } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM } from '../exams.fixtures';
import { completeness, fakeApi, INTAKE_PATH, PAPER } from './intake.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  call: jest.fn(),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const candidate = (n: number, pages_missing: number[]) => ({
  candidate_no: `2000${String(n).padStart(4, '0')}`,
  name: `Candidate ${n}`,
  pages_missing,
});
/** 60 candidates miss pages (two pages of the list), 2 are absent, 38 complete. */
const LISTS: Record<string, (offset: number) => ScanCompletenessResponse['candidates']> = {
  missing: (offset) => Array.from({ length: Math.min(50, 60 - offset) }, (_, i) => candidate(offset + i + 1, [2, 5])),
  absent: () => [candidate(90, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), candidate(91, [1, 2])],
  complete: () => [],
};

const COUNTS = { entered: 100, complete: 38, missing: 60, absent: 2 };

function serve() {
  const fake = fakeApi({
    [`GET /admin/exam-papers/${PAPER}/scan-uploads`]: () => ({ uploads: [] }),
    [`GET /admin/exam-papers/${PAPER}/scan-exceptions`]: () => ({ total: 0, exceptions: [] }),
    [`GET /admin/exam-papers/${PAPER}/scan-completeness`]: ({ params }: CallOptions) => {
      const list = params!.list as 'missing' | 'absent' | 'complete';
      const offset = Number(params!.offset);
      return completeness({ ...COUNTS, list, total: COUNTS[list], candidates: LISTS[list]!(offset) });
    },
  });
  mocked.call.mockImplementation(fake.call as never);
  return fake;
}

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
});

const rows = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('completeness', () => {
  it('counts the entered candidates by their scans and lists each list a page at a time', async () => {
    const fake = serve();
    renderAdmin(`${INTAKE_PATH}&tab=completeness`);

    // The candidates missing pages come first, each with the pages missing.
    expect(await screen.findByText('20000001')).toBeInTheDocument();
    expect(screen.getByText('Entered').closest('dl')).toHaveTextContent(
      'Entered100Complete38Pages missing60No pages (absent)2',
    );
    expect(rows('Pages missing (60)')[0]).toEqual(['20000001', 'Candidate 1', '2, 5']);
    expect(rows('Pages missing (60)')).toHaveLength(50);

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('20000060')).toBeInTheDocument();
    expect(rows('Pages missing (60)')).toHaveLength(10);

    await userEvent.click(screen.getByRole('tab', { name: 'Absent (2)' }));
    expect(await screen.findByText('Candidate 90')).toBeInTheDocument();
    expect(rows('Absent (2)')).toEqual([
      ['20000090', 'Candidate 90'],
      ['20000091', 'Candidate 91'],
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Complete (38)' }));
    expect(await screen.findByText('No candidates in this list.')).toBeInTheDocument();

    const asked = fake
      .callsTo(`GET /admin/exam-papers/${PAPER}/scan-completeness`)
      .map(({ params }) => `${params!.list}@${params!.offset}`);
    expect(asked).toEqual(expect.arrayContaining(['missing@0', 'missing@50', 'absent@0', 'complete@0']));
  });
});
