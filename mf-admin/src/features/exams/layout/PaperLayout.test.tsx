// The layout page as staff use it: the saved layout shown, a page count lowered, a region drawn on the
// page with the pointer and moved with the keyboard, the whole layout saved; the download links carry
// the token and the scope.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import type { PaperLayout } from '@mockexam/contracts';
import { sessionStore } from '@mockexam/session';
import { renderAdmin, setupI18n } from '../../../test/render';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  getPaperLayout: jest.fn(),
  savePaperLayout: jest.fn(),
  uploadPageImage: jest.fn(),
  getAnswerBookSchools: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;

const LAYOUT: PaperLayout = {
  exam_paper_id: 5,
  exam_id: 3,
  paper_no: 1,
  page_count: 3,
  scanned_through: 0,
  pages: [1, 2, 3].map((page) => ({ page, image_url: null })),
  questions: [
    { question_id: 11, label: '1', pages: [1], regions: [{ page: 1, x: 0.1, y: 0.1, w: 0.8, h: 0.3 }] },
    { question_id: 12, label: '2', pages: [2, 3], regions: [] },
  ],
};

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries the position the canvas reads.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent });
  return setupI18n('en');
});
beforeEach(() => {
  jest.resetAllMocks();
  sessionStore.setState({ token: 'staff-token' } as never);
  mocked.getPaperLayout.mockResolvedValue(LAYOUT);
  mocked.savePaperLayout.mockImplementation(async (_id, body) => ({ ...LAYOUT, ...body, questions: LAYOUT.questions }));
  mocked.getAnswerBookSchools.mockResolvedValue({
    page_count: 3,
    individuals: 2,
    schools: [{ school_id: 8, name_zh: '甲中學', name_en: 'Alpha College', candidates: 40 }],
  });
});

const open = () => renderAdmin('/en/admin/exams/3/papers/5/layout');

it('draws a region with the pointer, moves it with the keyboard and saves the whole layout', async () => {
  open();
  const canvas = await screen.findByRole('img', { name: 'Page 1 with its regions' });
  expect(screen.getByRole('button', { name: /Q1: at 10%, 10%, size 80% × 30%/ })).toBeInTheDocument();

  // Question 1 is the one drawn for; jsdom's page box is given so the pointer maps to fractions.
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 500, height: 1000 }) as DOMRect;
  (canvas as unknown as { setPointerCapture(): void }).setPointerCapture = () => undefined;
  fireEvent.pointerDown(canvas, { clientX: 50, clientY: 500, button: 0, pointerId: 1 });
  fireEvent.pointerMove(canvas, { clientX: 450, clientY: 700, pointerId: 1 });
  fireEvent.pointerUp(canvas, { clientX: 450, clientY: 700, pointerId: 1 });
  const drawn = await screen.findByRole('button', { name: /Q1: at 10%, 50%, size 80% × 20%/ });

  drawn.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('button', { name: /Q1: at 10%, 50.5%, size 80% × 20%/ })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save layout' }));
  await waitFor(() => expect(mocked.savePaperLayout).toHaveBeenCalled());
  const [paperId, body] = mocked.savePaperLayout.mock.calls[0]!;
  expect(paperId).toBe(5);
  expect(body.questions[0]!.regions).toEqual([
    { page: 1, x: 0.1, y: 0.1, w: 0.8, h: 0.3 },
    { page: 1, x: 0.1, y: 0.505, w: 0.8, h: 0.2 },
  ]);
  expect(await screen.findByText('Layout saved')).toBeInTheDocument();
});

it('deletes a region and refuses to save a question left without pages', async () => {
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete the region of question 1' }));
  expect(screen.getByText('No regions on this page')).toBeInTheDocument();
  const count = screen.getByLabelText('Pages in the answer book');
  await userEvent.clear(count);
  await userEvent.type(count, '1');
  fireEvent.blur(count);
  expect(await screen.findByText('Give each question at least one page')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save layout' })).toBeDisabled();
});

it('links the answer books of everyone, a school, the individuals and blank books with the token', async () => {
  open();
  const everyone = await screen.findByRole('link', { name: 'All candidates (42)' });
  expect(everyone.getAttribute('href')).toBe('/api/admin/exam-papers/5/answer-books.pdf?access_token=staff-token');
  expect(screen.getByRole('link', { name: 'Answer books of Alpha College' }).getAttribute('href')).toBe(
    '/api/admin/exam-papers/5/answer-books.pdf?school_id=8&access_token=staff-token',
  );
  expect(screen.getByRole('link', { name: 'Individual candidates (2)' }).getAttribute('href')).toContain(
    'individuals=1',
  );
  expect(screen.getByRole('link', { name: 'Download blank books B1 to B20' }).getAttribute('href')).toBe(
    '/api/admin/exam-papers/5/blank-books.pdf?count=20&from=1&access_token=staff-token',
  );
});
