// The marker's calls of on-screen marking (shared/contracts/src/marking.ts): their questions, the next task,
// its lease, its images, the mark (sent with an Idempotency-Key so a retried submit is counted once), a flag
// to the chief and their recent marks.
import type {
  ClaimResponse,
  FlagRequest,
  MarkingAssignmentsResponse,
  MarkingTask,
  RecentMarksResponse,
  SubmitMarkRequest,
  SubmitMarkResponse,
} from '@mockexam/contracts';
import { sessionStore } from '@mockexam/session';
import { API_BASE, call } from './http';

export const getMarkingAssignments = () =>
  call<MarkingAssignmentsResponse>({ method: 'GET', url: '/marking/assignments' });

/** The next task of the question for me; `task` is null with the reason when there is none. */
export const claimMarkingTask = (questionId: number) =>
  call<ClaimResponse>({ method: 'POST', url: `/marking/questions/${questionId}/claim` });

export const renewMarkingLease = (taskId: number) =>
  call<{ lease_until: string }>({ method: 'POST', url: `/marking/tasks/${taskId}/lease` });

export const releaseMarkingLease = (taskId: number) =>
  call<unknown>({ method: 'DELETE', url: `/marking/tasks/${taskId}/lease` });

/**
 * Gives the task back as the page goes away (closed, reloaded): a keepalive fetch outlives the page, and
 * unlike sendBeacon it carries the bearer token. Never rejects: the lease runs out by itself anyway.
 */
export function releaseMarkingLeaseOnLeave(taskId: number): void {
  const token = sessionStore.getState().token;
  if (!token || typeof fetch !== 'function') return;
  fetch(`${API_BASE}/marking/tasks/${taskId}/lease`, {
    method: 'DELETE',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => undefined);
}

export const getMarkingTask = (taskId: number) => call<MarkingTask>({ method: 'GET', url: `/marking/tasks/${taskId}` });

/** A fresh key for one submit attempt; its retries send the same key. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Submits or changes my mark; `idempotencyKey` names the attempt (newIdempotencyKey()). */
export const submitMark = (taskId: number, body: SubmitMarkRequest, idempotencyKey: string) =>
  call<SubmitMarkResponse>({
    method: 'PUT',
    url: `/marking/tasks/${taskId}/mark`,
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const flagMarkingTask = (taskId: number, body: FlagRequest) =>
  call<unknown>({ method: 'POST', url: `/marking/tasks/${taskId}/flag`, data: body });

export const getRecentMarks = (questionId: number) =>
  call<RecentMarksResponse>({ method: 'GET', url: `/marking/questions/${questionId}/recent` });

/** A task region's image for an <img>: the address with the session's token in the query. */
export function markingImageSrc(imageUrl: string, accessToken: string): string {
  const separator = imageUrl.includes('?') ? '&' : '?';
  return `${imageUrl}${separator}access_token=${encodeURIComponent(accessToken)}`;
}
