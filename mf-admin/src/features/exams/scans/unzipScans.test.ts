// Opening a zip of scans: only images, by file name; caps checked on the declared sizes before inflating;
// an entry that lies about its size never grows past what it declared.
import { zipSync, type Zippable } from 'fflate';
import { scanNameOf } from './scanName';
import { unzipScans, type ZipCaps } from './unzipScans';

const CAPS: ZipCaps = { maxFiles: 10, maxFileBytes: 1000, maxTotalBytes: 5000 };
const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill);
const zipOf = (files: Zippable, level: 0 | 6 = 6) => zipSync(files, { level }).buffer as ArrayBuffer;

/** Rewrites the uncompressed size the central directory declares for `name` (what fflate trusts). */
function declareSize(zip: ArrayBuffer, name: string, size: number): ArrayBuffer {
  const view = new DataView(zip);
  const encoded = new TextEncoder().encode(name);
  for (let at = 0; at + 46 < view.byteLength; at++) {
    if (view.getUint32(at, true) !== 0x02014b50 || view.getUint16(at + 28, true) !== encoded.length) continue;
    const entry = new Uint8Array(zip, at + 46, encoded.length);
    if (entry.every((b, i) => b === encoded[i])) {
      view.setUint32(at + 24, size, true);
      return zip;
    }
  }
  throw new Error(`no entry ${name}`);
}

describe('scanNameOf', () => {
  it('takes .png, .jpg and .jpeg files by their name, and nothing else', () => {
    expect(scanNameOf('paper1/20000001_p3.PNG')).toBe('20000001_p3.PNG');
    expect(scanNameOf('20000001_p3_marked.jpeg')).toBe('20000001_p3_marked.jpeg');
    expect(scanNameOf('paper1/')).toBeNull();
    expect(scanNameOf('__MACOSX/paper1/._20000001_p3.png')).toBeNull();
    expect(scanNameOf('paper1/.20000001_p3.png')).toBeNull();
    expect(scanNameOf('readme.txt')).toBeNull();
    expect(scanNameOf('20000001_p3.png.exe')).toBeNull();
  });
});

describe('unzipScans', () => {
  it('unpacks the images only (deflated or stored), under their file names, and counts what it left out', () => {
    for (const level of [6, 0] as const) {
      const zip = zipOf(
        {
          'paper1/20000001_p1.png': bytes(300, 1),
          '20000001_p2_marked.JPG': bytes(200, 2),
          'notes.txt': bytes(10),
          '__MACOSX/._20000001_p1.png': bytes(10),
          'paper1/.DS_Store.png': bytes(10),
        },
        level,
      );
      const result = unzipScans(zip, CAPS);
      expect(result).toEqual({
        files: [
          { name: '20000001_p1.png', bytes: bytes(300, 1) },
          { name: '20000001_p2_marked.JPG', bytes: bytes(200, 2) },
        ],
        skipped: [],
        ignored: 3,
      });
    }
  });

  it('skips, without inflating it, an image whose declared size is over the cap, and a second image of one name', () => {
    const zip = zipOf({
      'a/20000001_p1.png': bytes(100),
      'b/20000001_p1.png': bytes(100),
      '20000001_p2.png': bytes(5000),
    });
    expect(unzipScans(zip, CAPS)).toEqual({
      files: [{ name: '20000001_p1.png', bytes: bytes(100) }],
      skipped: [
        { name: '20000001_p1.png', reason: 'duplicate' },
        { name: '20000001_p2.png', reason: 'too_large' },
      ],
      ignored: 0,
    });
  });

  it('refuses a zip with more images, or more declared bytes, than the caps before inflating any', () => {
    const files = Object.fromEntries([1, 2, 3].map((n) => [`2000000${n}_p1.png`, bytes(900)]));
    expect(unzipScans(zipOf(files), { ...CAPS, maxFiles: 2 })).toEqual({ error: 'too_many' });
    expect(unzipScans(zipOf(files), { ...CAPS, maxTotalBytes: 2000 })).toEqual({ error: 'too_large' });
  });

  it('cuts a bomb that declares a small size at that size (a 2 MB entry declared as 100 bytes)', () => {
    const zip = declareSize(zipOf({ '20000001_p1.png': bytes(2 * 1024 * 1024, 0) }), '20000001_p1.png', 100);
    const result = unzipScans(zip, CAPS);
    expect(result).toMatchObject({ files: [{ name: '20000001_p1.png' }] });
    if ('files' in result) expect(result.files[0]!.bytes.length).toBe(100);
  });

  it('refuses an entry that inflates to less than it declared', () => {
    const zip = declareSize(zipOf({ '20000001_p1.png': bytes(100) }), '20000001_p1.png', 900);
    expect(unzipScans(zip, CAPS)).toEqual({
      files: [],
      skipped: [{ name: '20000001_p1.png', reason: 'unreadable' }],
      ignored: 0,
    });
  });

  it('refuses what is no zip', () => {
    expect(unzipScans(bytes(100).buffer as ArrayBuffer, CAPS)).toEqual({ error: 'not_zip' });
    expect(unzipScans(new ArrayBuffer(0), CAPS)).toEqual({ error: 'not_zip' });
  });
});
