// The marker's data: their questions and recent marks (queries), the calls of the workspace (mutations), and
// the lease of the task on screen: renewed every MARKING_LEASE_RENEW_SECONDS while the page is open, given back
// when the marker leaves the page for another (route change) or closes it (a keepalive request).
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimMarkingTask,
  releaseMarkingLease,
  releaseMarkingLeaseOnLeave,
  renewMarkingLease,
  flagMarkingTask,
  getMarkingAssignments,
  getMarkingTask,
  getRecentMarks,
  markingImageSrc,
  queryKeys,
  submitMark,
} from '@mockexam/api-client';
import type { FlagRequest, MarkingTask, SubmitMarkRequest } from '@mockexam/contracts';
import { MARKING_LEASE_RENEW_SECONDS } from '@mockexam/contracts/text';
import { sessionStore } from '@mockexam/session';

export { markingImageSrc, newIdempotencyKey } from '@mockexam/api-client';

export const useMarkingAssignments = () =>
  useQuery({ queryKey: queryKeys.markingAssignments, queryFn: getMarkingAssignments });

export const useRecentMarks = (questionId: number) =>
  useQuery({ queryKey: queryKeys.markingRecent(questionId), queryFn: () => getRecentMarks(questionId) });

/** Starts loading a task's images before they are shown, so the script is on screen as soon as it is. */
export function preloadImages(task: MarkingTask | null): void {
  const token = sessionStore.getState().token;
  if (!task || !token || typeof Image === 'undefined') return;
  for (const region of task.regions) new Image().src = markingImageSrc(region.image_url, token);
}

export const useClaim = (questionId: number) =>
  useMutation({
    mutationFn: () => claimMarkingTask(questionId),
    onSuccess: (answer) => preloadImages(answer.task),
  });

/** One of my marked tasks again, to change its mark. */
export const useOpenTask = () => useMutation({ mutationFn: (taskId: number) => getMarkingTask(taskId) });

export function useSubmitMark(questionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { taskId: number; body: SubmitMarkRequest; key: string }) =>
      submitMark(vars.taskId, vars.body, vars.key),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.markingRecent(questionId) });
      void client.invalidateQueries({ queryKey: queryKeys.markingAssignments });
    },
  });
}

export const useFlag = () =>
  useMutation({ mutationFn: (vars: { taskId: number; body: FlagRequest }) => flagMarkingTask(vars.taskId, vars.body) });

/** `taskId`: the claimed task not yet marked, or null (none, or marked already). */
export function useLease(taskId: number | null): void {
  const held = useRef<number | null>(null);
  held.current = taskId;

  useEffect(() => {
    if (taskId === null) return;
    const timer = setInterval(() => {
      renewMarkingLease(taskId).catch(() => undefined);
    }, MARKING_LEASE_RENEW_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [taskId]);

  useEffect(() => {
    const onLeave = () => {
      if (held.current !== null) releaseMarkingLeaseOnLeave(held.current);
      held.current = null;
    };
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('beforeunload', onLeave);
      // The page goes away within the site: the task goes back to the queue at once.
      if (held.current !== null) releaseMarkingLease(held.current).catch(() => undefined);
    };
  }, []);
}
