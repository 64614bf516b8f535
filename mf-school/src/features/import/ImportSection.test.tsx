import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@mockexam/api-client';
import { SCHOOL_IMPORT_MAX_BYTES } from '@mockexam/contracts';
import { draftBatch } from '../../test/fixtures';
import { renderAt, setUpI18n } from '../../test/render';
import { createParseWorker } from './createParseWorker';
import { ImportSection } from './ImportSection';

jest.mock('@mockexam/api-client', () => ({
  ...jest.requireActual('@mockexam/api-client'),
  importSchoolRows: jest.fn(),
}));
jest.mock('./createParseWorker', () => ({ createParseWorker: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;
const createWorker = createParseWorker as jest.MockedFunction<typeof createParseWorker>;

/** A stand-in worker that answers `answer` to whatever it is sent (or never, when null). */
function fakeWorker(answer: unknown) {
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null,
    onmessageerror: null,
    terminate: jest.fn(),
    postMessage: jest.fn(() => {
      if (answer !== null) setTimeout(() => worker.onmessage?.({ data: answer }));
    }),
  };
  createWorker.mockReturnValue(worker as unknown as Worker);
  return worker;
}

const rows = [{ row_no: 2, class: '2C', name: 'Chan Tai Man', student_no: '1', language_version: 'zh' }];
const xlsx = (size = 10) => new File([new Uint8Array(size)], 'list.xlsx');

beforeAll(setUpI18n);
beforeEach(() => jest.clearAllMocks());

const open = () => renderAt('/en/school/home', { 'school/home': <ImportSection /> });

async function choose(file: File) {
  await userEvent.upload(screen.getByLabelText('Template file to import', { selector: 'input' }), file);
}

describe('import', () => {
  it('asks before replacing the list, parses in the worker, terminates it and sends its rows', async () => {
    const worker = fakeWorker({ rows });
    mocked.importSchoolRows.mockResolvedValue(draftBatch);
    open();
    await choose(xlsx());
    expect(
      await screen.findByText(/replaces and clears all existing candidate data of this subject/),
    ).toBeInTheDocument();
    expect(createWorker).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Import and replace' }));
    await waitFor(() => expect(mocked.importSchoolRows).toHaveBeenCalledWith(rows));
    expect(worker.terminate).toHaveBeenCalled();
    expect(await screen.findByText(/3 rows imported/)).toBeInTheDocument();
  });

  it('shows the worker’s reason when the file is not the template', async () => {
    fakeWorker({ error: 'IMPORT_UNREADABLE' });
    open();
    await choose(xlsx());
    await userEvent.click(await screen.findByRole('button', { name: 'Import and replace' }));
    expect(await screen.findByText('Unable to read file, import failed')).toBeInTheDocument();
    expect(mocked.importSchoolRows).not.toHaveBeenCalled();
  });

  it('refuses a file over the size cap before reading it', async () => {
    fakeWorker({ rows });
    open();
    await choose(xlsx(SCHOOL_IMPORT_MAX_BYTES + 1));
    await userEvent.click(await screen.findByRole('button', { name: 'Import and replace' }));
    expect(
      await screen.findByText('Unable to read file, import failed: the file is larger than 2 MB'),
    ).toBeInTheDocument();
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('terminates a worker that takes longer than the budget', async () => {
    const worker = fakeWorker(null);
    open();
    await choose(xlsx());
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .click(await screen.findByRole('button', { name: 'Import and replace' }));
      await waitFor(() => expect(worker.postMessage).toHaveBeenCalled());
      jest.advanceTimersByTime(10_001);
    } finally {
      jest.useRealTimers();
    }
    expect(
      await screen.findByText('Unable to read file, import failed: reading the file took too long'),
    ).toBeInTheDocument();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('takes a dropped file, and cancelling the confirmation imports nothing', async () => {
    fakeWorker({ rows });
    open();
    const zone = screen.getByText(/or drop it here/).closest('.drop-zone')!;
    fireEvent.drop(zone, { dataTransfer: { files: [xlsx()] } });
    const dialog = await screen.findByRole('dialog', { name: 'Replace the whole list?' });
    expect(dialog).toHaveTextContent('Importing "list.xlsx" replaces and clears all existing candidate data');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('shows a progress bar while the file is read', async () => {
    fakeWorker(null);
    open();
    await choose(xlsx());
    await userEvent.click(await screen.findByRole('button', { name: 'Import and replace' }));
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(screen.getByLabelText('Template file to import', { selector: 'input' })).toBeDisabled();
  });
});
