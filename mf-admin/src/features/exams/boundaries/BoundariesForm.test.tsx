import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { messages, type BoundariesRequest } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../../test/render';
import { CYCLE, EXAM, paperQuestions } from '../exams.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getPaperGuidelines: jest.fn(),
  getBoundaries: jest.fn(),
  setBoundaries: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const CUTS = { '1': 20, '2': 35, '3': 50, '4': 62.5, '5': 75, '5*': 85, '5**': 93 };

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, true));
  mocked.getPaperGuidelines.mockImplementation(async (id) => ({ exam_paper_id: id, guidelines: [] }));
  mocked.setBoundaries.mockImplementation(async (_, body) => body);
});

async function openBoundaries(subject: 'chi' | 'csd', saved: BoundariesRequest) {
  mocked.getAdminExams.mockResolvedValue([{ ...EXAM, subject }]);
  mocked.getBoundaries.mockResolvedValue(saved);
  renderAdmin('/en/admin/exams/3?cycle=7');
  fireEvent.click(await screen.findByRole('tab', { name: 'Grade boundaries' }));
}

const cut = (level: string) => screen.getByLabelText(`Level ${level}`);
const save = () => fireEvent.click(screen.getByText('Save boundaries', { selector: 'button span' }));

describe('grade boundaries', () => {
  it("labels the levels as the publisher's rule for this mock, and checks them in the form before saving", async () => {
    await openBoundaries('chi', { levels: CUTS, attain_min_score: null });
    expect(await screen.findByText(/the publisher's rule for this mock exam, not the HKEAA's/)).toBeInTheDocument();
    expect(cut('5**')).toHaveValue('93.0');

    fireEvent.change(cut('3'), { target: { value: '30' } });
    fireEvent.change(cut('5**'), { target: { value: '101' } });
    save();
    expect(await screen.findByText(messages.BOUNDARIES_NOT_INCREASING.en)).toBeInTheDocument();
    expect(screen.getByText(messages.PERCENT_RANGE.en)).toBeInTheDocument();
    expect(mocked.setBoundaries).not.toHaveBeenCalled();

    fireEvent.change(cut('3'), { target: { value: '50.5' } });
    fireEvent.change(cut('5**'), { target: { value: '95' } });
    save();
    await waitFor(() =>
      expect(mocked.setBoundaries).toHaveBeenCalledWith(3, {
        levels: { ...CUTS, '3': 50.5, '5**': 95 },
        attain_min_score: null,
      }),
    );
    expect(await screen.findByText('Grade boundaries saved.')).toBeInTheDocument();
  });

  it('asks Citizenship and Social Development for the attained score only', async () => {
    await openBoundaries('csd', { levels: null, attain_min_score: null });
    const attain = await screen.findByLabelText('Attained at or above');
    expect(screen.queryByLabelText('Level 1')).toBeNull();
    save();
    expect(await screen.findByText(messages.FIELD_REQUIRED.en)).toBeInTheDocument();
    fireEvent.change(attain, { target: { value: '50' } });
    save();
    await waitFor(() => expect(mocked.setBoundaries).toHaveBeenCalledWith(3, { levels: null, attain_min_score: 50 }));
  });
});
