import { fireEvent, screen, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import { renderAdmin, setupI18n } from '../../../test/render';
import { ANALYSIS, CYCLE, EXAM, paperQuestions } from '../exams.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getAdminCycles: jest.fn(),
  getAdminExams: jest.fn(),
  getPaperQuestions: jest.fn(),
  getPaperGuidelines: jest.fn(),
  getItemAnalysis: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAdminCycles.mockResolvedValue([CYCLE]);
  mocked.getAdminExams.mockResolvedValue([EXAM]);
  mocked.getPaperQuestions.mockImplementation(async (id) => paperQuestions(id, true));
  mocked.getPaperGuidelines.mockImplementation(async (id) => ({ exam_paper_id: id, guidelines: [] }));
  mocked.getItemAnalysis.mockResolvedValue(ANALYSIS);
});

describe('item analysis', () => {
  it("shows each paper's reliability and each question's statistics, weak questions highlighted with the reason", async () => {
    renderAdmin('/en/admin/exams/3?cycle=7');
    fireEvent.click(await screen.findByRole('tab', { name: 'Item analysis' }));
    const region = await screen.findByRole('region', { name: 'Item analysis of paper 1' });
    const card = region.closest('.ant-card') as HTMLElement;
    expect(card).toHaveTextContent("Cronbach's alpha0.812");
    expect(card).toHaveTextContent('Standard error of measurement1.78');

    const ok = within(region).getByText('Q1').closest('tr') as HTMLElement;
    expect(ok).not.toHaveClass('admin-item-flagged');
    expect(ok).toHaveTextContent('Short question42.6065.0%0.4558.3%—');
    const weak = within(region).getByText('Q2').closest('tr') as HTMLElement;
    expect(weak).toHaveClass('admin-item-flagged');
    expect(weak).toHaveTextContent('5.0%0.0812.5%');
    expect(within(weak).getByText('Too hard: very few marks scored')).toBeInTheDocument();
    expect(
      within(weak).getByText('Weak discrimination: does not separate stronger and weaker candidates'),
    ).toBeInTheDocument();
  });
});
