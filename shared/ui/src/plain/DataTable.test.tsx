import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, initI18n } from '@mockexam/i18n';
import { DataTable, type Column } from './index';

interface Student {
  id: number;
  name: string;
  score: number;
}

const students: Student[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Student ${String(i + 1).padStart(2, '0')}`,
  // 23 distinct scores out of order: 7, 14, 21, 5, ...
  score: ((i + 1) * 7) % 23,
}));

const columns: Column<Student>[] = [
  { key: 'name', title: 'Name', render: (s) => s.name },
  { key: 'score', title: 'Score', align: 'right', render: (s) => s.score, compare: (a, b) => a.score - b.score },
  { key: 'phone', title: 'Student', screen: 'phone', render: (s) => `${s.name}: ${s.score}` },
];

const bodyNames = () =>
  within(screen.getAllByRole('rowgroup')[1])
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await changeLocale('en');
});

describe('DataTable', () => {
  it('shows every row in the given order without pages', () => {
    render(<DataTable rows={students} columns={columns} rowKey={(s) => s.id} />);
    expect(bodyNames()).toHaveLength(23);
    expect(bodyNames()[0]).toBe('Student 01');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Student' })).toHaveClass('screen-phone');
  });

  it('sorts ascending, descending, then back to the given order, and says so in aria-sort', async () => {
    render(<DataTable rows={students} columns={columns} rowKey={(s) => s.id} />);
    const header = screen.getByRole('columnheader', { name: 'Score' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(header).getByRole('button', { name: 'Score' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const scores = () => bodyNames().map((name) => students.find((s) => s.name === name)!.score);
    expect(scores()).toEqual([...students.map((s) => s.score)].sort((a, b) => a - b));

    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(scores()[0]).toBe(22);

    await userEvent.click(within(header).getByRole('button'));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(bodyNames()[0]).toBe('Student 01');
  });

  it('pages the rows, lets the reader pick a page size, and sorts across pages', async () => {
    render(<DataTable rows={students} columns={columns} rowKey={(s) => s.id} pageSizes={[10, 20]} />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(bodyNames()).toHaveLength(10);
    expect(pager).toHaveTextContent('Page 1 of 3 (1–10 of 23)');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(pager).toHaveTextContent('Page 3 of 3 (21–23 of 23)');
    expect(bodyNames()).toEqual(['Student 21', 'Student 22', 'Student 23']);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Sorting starts again from the first page, over all rows: the lowest score is on it.
    await userEvent.click(screen.getByRole('button', { name: 'Score' }));
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(bodyNames()[0]).toBe(students.find((s) => s.score === 0)!.name);

    await userEvent.selectOptions(within(pager).getByLabelText('Rows per page'), '20');
    expect(bodyNames()).toHaveLength(20);
    expect(pager).toHaveTextContent('Page 1 of 2 (1–20 of 23)');
  });

  it('stays on a page that exists when fewer rows come', async () => {
    const { rerender } = render(<DataTable rows={students} columns={columns} rowKey={(s) => s.id} pageSizes={[10]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    rerender(<DataTable rows={students.slice(0, 4)} columns={columns} rowKey={(s) => s.id} pageSizes={[10]} />);
    expect(bodyNames()).toHaveLength(4);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1 (1–4 of 4)');
  });

  it('speaks Chinese on a Chinese page', async () => {
    await changeLocale('zh-hk');
    render(<DataTable rows={students} columns={columns} rowKey={(s) => s.id} pageSizes={[10]} />);
    expect(screen.getByRole('navigation', { name: '頁數' })).toHaveTextContent('第 1 / 3 頁（第 1–10 項，共 23 項）');
    expect(screen.getByRole('button', { name: '下一頁' })).toBeEnabled();
    expect(screen.getByLabelText('每頁行數')).toBeInTheDocument();
  });
});
