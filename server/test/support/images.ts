// Real PNG and JPEG images built in the test (no fixture files): the receipt check reads their
// headers with an image library, so magic bytes followed by noise no longer pass.
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of 8-bit greyscale pixels whose IHDR says width x height, with `idat` as its compressed data. */
function greyPng(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, adaptive filter, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real grey PNG: signature, IHDR, one zlib IDAT, IEND, each chunk with its CRC. */
export function png(width: number, height: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]); // filter byte, then pixels
  return greyPng(width, height, deflateSync(Buffer.concat(Array.from({ length: height }, () => row))));
}

/**
 * A pixel bomb: a well-formed PNG whose IHDR claims width x height pixels (10,000 x 10,000 by default)
 * while its data is about 1 KB of deflated zeros.
 */
export function pixelBomb(width = 10_000, height = 10_000): Buffer {
  return greyPng(width, height, deflateSync(Buffer.alloc(1024 * 1024), { level: 9 }));
}

/**
 * A real baseline greyscale JPEG (SOF0): every 8x8 block is flat grey, so its scan is one
 * 1-bit DC code and one 1-bit end-of-block code per block. `variant` (1..255, the quantisation
 * value) changes the bytes, not the picture.
 */
export function jpeg(width: number, height: number, variant = 1): Buffer {
  const uint16 = (n: number) => [n >> 8, n & 0xff];
  const segment = (marker: number, data: number[]) => Buffer.from([0xff, marker, ...uint16(data.length + 2), ...data]);
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...Array<number>(15).fill(0), 0];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = Buffer.alloc(Math.ceil((blocks * 2) / 8));
  const usedBits = (blocks * 2) % 8;
  if (usedBits) scan[scan.length - 1] = (1 << (8 - usedBits)) - 1; // pad the last byte with 1s
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    segment(0xdb, [0, ...Array<number>(64).fill(variant)]), // quantisation table 0
    segment(0xc0, [8, ...uint16(height), ...uint16(width), 1, 1, 0x11, 0]), // baseline, 1 grey component
    segment(0xc4, oneCodeTable(0)), // DC: one code, category 0
    segment(0xc4, oneCodeTable(1)), // AC: one code, end of block
    segment(0xda, [1, 1, 0, 0, 63, 0]),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}
