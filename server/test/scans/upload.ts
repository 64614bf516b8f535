// Raw tus requests against a listening app (the resumable upload as a scanner's client sends it).
import { bearer } from '../support/app';

export interface TusClient {
  base: string;
  token: string;
}

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** POST: answers the response (Location names the upload). */
export function create(c: TusClient, length: number, fields: Record<string, string>, token = c.token) {
  return fetch(`${c.base}/api/admin/scan_uploads`, {
    method: 'POST',
    headers: { ...TUS, ...bearer(token), 'upload-length': String(length), 'upload-metadata': metadata(fields) },
  });
}

export function patch(c: TusClient, location: string, offset: number, bytes: Buffer) {
  return fetch(new URL(location, c.base), {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...bearer(c.token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
}

export function head(c: TusClient, location: string) {
  return fetch(new URL(location, c.base), { method: 'HEAD', headers: { ...TUS, ...bearer(c.token) } });
}

/** A whole upload in one PATCH; answers the PATCH's status. */
export async function uploadWhole(c: TusClient, paperId: number, filename: string, bytes: Buffer): Promise<number> {
  const created = await create(c, bytes.length, { exam_paper_id: String(paperId), filename });
  if (created.status !== 201) return created.status;
  const done = await patch(c, created.headers.get('location')!, 0, bytes);
  return done.status;
}
