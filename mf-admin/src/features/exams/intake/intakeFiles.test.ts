import { SCAN_INTAKE_MAX_BYTES } from '@mockexam/contracts';
import { intakeFileProblem, intakeKindOf } from './intakeFiles';

const MB = 1024 * 1024;

describe('the checks before a scan is sent', () => {
  it.each([
    ['class-5a.pdf', 'pdf'],
    ['CLASS-5A.PDF', 'pdf'],
    ['20000001_p3.png', 'image'],
    ['page.jpg', 'image'],
    ['page.JPEG', 'image'],
    ['notes.txt', null],
    ['scan.pdf.zip', null],
    ['.pdf', null],
  ])('%s is of kind %s', (name, kind) => {
    expect(intakeKindOf(name)).toBe(kind);
  });

  it('refuses a name the server refuses, an empty file, and a file over the limit of its kind', () => {
    expect(intakeFileProblem({ name: 'notes.txt', size: 10 })).toBe('SCAN_INTAKE_FILE_NAME');
    expect(intakeFileProblem({ name: `${'a'.repeat(201)}.pdf`, size: 10 })).toBe('SCAN_INTAKE_FILE_NAME');
    expect(intakeFileProblem({ name: 'empty.pdf', size: 0 })).toBe('SCAN_INTAKE_EMPTY');
    expect(intakeFileProblem({ name: 'page.png', size: SCAN_INTAKE_MAX_BYTES.image + 1 })).toBe(
      'SCAN_INTAKE_TOO_LARGE',
    );
    expect(intakeFileProblem({ name: 'class.pdf', size: SCAN_INTAKE_MAX_BYTES.pdf + 1 })).toBe('SCAN_INTAKE_TOO_LARGE');
  });

  it('lets a PDF be larger than a page image may be', () => {
    expect(intakeFileProblem({ name: 'class.pdf', size: 100 * MB })).toBeNull();
    expect(intakeFileProblem({ name: 'page.png', size: 100 * MB })).toBe('SCAN_INTAKE_TOO_LARGE');
    expect(intakeFileProblem({ name: 'page.jpg', size: SCAN_INTAKE_MAX_BYTES.image })).toBeNull();
  });
});
