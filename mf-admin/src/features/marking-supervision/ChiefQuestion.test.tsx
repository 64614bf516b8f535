import { screen, within } from '@testing-library/react';
import * as api from '@mockexam/api-client';
import type { MarkingAssignment } from '@mockexam/contracts';
import { renderAdmin, setupI18n } from '../../test/render';
import { PROGRESS, SETTINGS } from './supervision.fixtures';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getMarkingAssignments: jest.fn(),
  getMarkingProgress: jest.fn(),
  getMarkingSettings: jest.fn(),
  getMarkingReferences: jest.fn(),
  getMarkingFlags: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const ASSIGNMENT: MarkingAssignment = {
  id: 702,
  question_id: 103,
  exam_paper_id: 31,
  exam_title_zh: '第二次模擬考試',
  exam_title_en: 'Second Mock',
  paper_title_zh: '卷一 閱讀',
  paper_title_en: 'Paper 1 Reading',
  label: 'Q3',
  max_score: 20,
  role: 'chief',
  status: 'live',
  paused_reason: null,
  open: true,
  practice_done: 0,
  practice_total: 0,
  qualification_done: 0,
  qualification_total: 0,
  qualification_within: 0,
  qualify_min: 0,
  available: 0,
  marked: 0,
  third_waiting: 0,
};

beforeEach(async () => {
  await setupI18n('zh-hk');
  jest.resetAllMocks();
  mocked.getMarkingProgress.mockResolvedValue(PROGRESS);
  mocked.getMarkingSettings.mockResolvedValue({ ...SETTINGS, question_id: 103, label: 'Q3', max_score: 20 });
  mocked.getMarkingReferences.mockResolvedValue({ references: [] });
  mocked.getMarkingFlags.mockResolvedValue({ flags: [] });
});

describe("a chief marker's page", () => {
  it("shows only the question's figures and markers, with the way back to the marker's questions", async () => {
    mocked.getMarkingAssignments.mockResolvedValue({ assignments: [ASSIGNMENT] });
    renderAdmin('/zh-hk/marking/questions/103/chief');
    expect(
      await screen.findByRole('heading', { name: '主任評卷員：Q3，卷一 閱讀，第二次模擬考試' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的題目' })).toHaveAttribute('href', '/zh-hk/marking');
    expect(mocked.getMarkingProgress).toHaveBeenCalledWith(31);
    const byQuestion = within(await screen.findByRole('region', { name: '按題目的進度' })).getByRole('table');
    expect(within(byQuestion).getAllByRole('row')).toHaveLength(2);
    expect(within(byQuestion).getByText('Q3')).toBeInTheDocument();
    const byMarker = within(screen.getByRole('region', { name: '按評卷員的進度' })).getByRole('table');
    expect(within(byMarker).getByText('Lee Ka Yan')).toBeInTheDocument();
    expect(within(byMarker).queryByText('Chan Siu Ming')).toBeNull();
    expect(await screen.findByRole('form', { name: '題目 Q3 的評卷設定' })).toBeInTheDocument();
  });

  it('tells a marker who is not the chief of the question so, and reads nothing of it', async () => {
    mocked.getMarkingAssignments.mockResolvedValue({ assignments: [{ ...ASSIGNMENT, role: 'marker' }] });
    renderAdmin('/zh-hk/marking/questions/103/chief');
    expect(await screen.findByText('你不是此題的主任評卷員。')).toBeInTheDocument();
    expect(mocked.getMarkingProgress).not.toHaveBeenCalled();
    expect(mocked.getMarkingSettings).not.toHaveBeenCalled();
  });
});
