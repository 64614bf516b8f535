// On-screen marking as staff and chiefs oversee it: the markers and a paper's assignments (staff), a
// question's settings, references, reference candidates and flags, the paper's progress, and what changes
// them. A change refreshes what it moves: settings and references the progress, a flag the question's
// progress, an assignment the markers' counts. The progress is read again every half minute while shown.
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  createMarker,
  createMarkingReference,
  createPaperAssignments,
  deleteMarkingReference,
  deletePaperAssignment,
  getAdminSchools,
  getMarkers,
  getMarkingAssignments,
  getMarkingFlags,
  getMarkingProgress,
  getMarkingReferences,
  getMarkingSettings,
  getPaperAssignments,
  getReferenceCandidates,
  openPaperMarking,
  pauseMarkingAssignment,
  queryKeys,
  resolveMarkingFlag,
  resumeMarkingAssignment,
  saveMarkingSettings,
  sendBackMarkingAssignment,
  updateMarker,
} from '@mockexam/api-client';
import type {
  CreateAssignmentRequest,
  CreateMarkerRequest,
  CreateReferenceRequest,
  MarkingSettings,
} from '@mockexam/contracts';
import { useInvalidate } from '../../components/api';

/** How often the figures of marking in progress are read again while on screen. */
export const PROGRESS_POLL_MS = 30_000;
/** Candidates' scripts listed at a time when picking a reference. */
export const CANDIDATES_PAGE = 12;

export const useMarkers = (enabled = true) =>
  useQuery({ queryKey: queryKeys.adminMarkers, queryFn: getMarkers, enabled });

export function useCreateMarker() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateMarkerRequest) => createMarker(body),
    onSuccess: () => invalidate(queryKeys.adminMarkers),
  });
}

export function useUpdateMarker() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & Parameters<typeof updateMarker>[1]) => updateMarker(id, body),
    onSuccess: () => invalidate(queryKeys.adminMarkers, queryKeys.markingSupervision),
  });
}

export const useMarkerSchools = (q: string) =>
  useQuery({
    queryKey: [...queryKeys.adminSchools, 'search', { q, page: 1 }],
    queryFn: () => getAdminSchools({ q: q || undefined, page: 1 }),
    placeholderData: keepPreviousData,
  });

export const useAssignments = (examPaperId: number) =>
  useQuery({
    queryKey: queryKeys.adminMarkingAssignments(examPaperId),
    queryFn: () => getPaperAssignments(examPaperId),
  });

export function useCreateAssignments(examPaperId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateAssignmentRequest) => createPaperAssignments(examPaperId, body),
    onSuccess: () =>
      invalidate(
        queryKeys.adminMarkingAssignments(examPaperId),
        queryKeys.adminMarkers,
        queryKeys.markingProgress(examPaperId),
      ),
  });
}

export function useDeleteAssignment(examPaperId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (assignmentId: number) => deletePaperAssignment(assignmentId),
    onSuccess: () =>
      invalidate(
        queryKeys.adminMarkingAssignments(examPaperId),
        queryKeys.adminMarkers,
        queryKeys.markingProgress(examPaperId),
      ),
  });
}

export function useOpenMarking(examPaperId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => openPaperMarking(examPaperId),
    onSuccess: () => invalidate(queryKeys.markingProgress(examPaperId), queryKeys.markingSupervision),
  });
}

export const progressQuery = (examPaperId: number | null) =>
  queryOptions({
    queryKey: queryKeys.markingProgress(examPaperId ?? 0),
    queryFn: () => getMarkingProgress(examPaperId!),
    enabled: examPaperId !== null,
    refetchInterval: PROGRESS_POLL_MS,
  });
export const useProgress = (examPaperId: number | null) => useQuery(progressQuery(examPaperId));

export const useSettings = (questionId: number, enabled = true) =>
  useQuery({
    queryKey: queryKeys.markingSettings(questionId),
    queryFn: () => getMarkingSettings(questionId),
    enabled,
  });

export function useSaveSettings(questionId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: MarkingSettings) => saveMarkingSettings(questionId, body),
    onSuccess: () => invalidate(queryKeys.markingSettings(questionId), queryKeys.markingSupervision),
  });
}

export const useReferences = (questionId: number) =>
  useQuery({ queryKey: queryKeys.markingReferences(questionId), queryFn: () => getMarkingReferences(questionId) });

export const useCandidates = (questionId: number, offset: number, enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.markingCandidates(questionId), offset],
    queryFn: () => getReferenceCandidates(questionId, { offset, limit: CANDIDATES_PAGE }),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useCreateReference(questionId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateReferenceRequest) => createMarkingReference(questionId, body),
    onSuccess: () => invalidate(queryKeys.markingReferences(questionId), queryKeys.markingCandidates(questionId)),
  });
}

export function useDeleteReference(questionId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (referenceId: number) => deleteMarkingReference(referenceId),
    onSuccess: () => invalidate(queryKeys.markingReferences(questionId), queryKeys.markingCandidates(questionId)),
  });
}

export const useFlags = (questionId: number) =>
  useQuery({
    queryKey: queryKeys.markingFlags(questionId),
    queryFn: () => getMarkingFlags(questionId),
    refetchInterval: PROGRESS_POLL_MS,
  });

export function useResolveFlag(questionId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, requeue }: { id: number; requeue: boolean }) => resolveMarkingFlag(id, requeue),
    onSuccess: () => invalidate(queryKeys.markingFlags(questionId), queryKeys.markingSupervision),
  });
}

export type AssignmentAction =
  { id: number; kind: 'pause' | 'resume' } | { id: number; kind: 'send-back'; since: string | null };

/** Pause, resume or send back one marker's work on a question. */
export function useAssignmentAction() {
  const invalidate = useInvalidate();
  return useMutation({
    /** Resolves with how many marks went back (send back), null otherwise. */
    mutationFn: async (action: AssignmentAction): Promise<number | null> => {
      if (action.kind === 'send-back') return (await sendBackMarkingAssignment(action.id, action.since)).returned;
      await (action.kind === 'pause' ? pauseMarkingAssignment(action.id) : resumeMarkingAssignment(action.id));
      return null;
    },
    onSuccess: () => invalidate(queryKeys.markingSupervision),
  });
}

/** The signed-in marker's own questions (a chief's page finds its question and paper there). */
export const useMyAssignments = () =>
  useQuery({ queryKey: queryKeys.markingAssignments, queryFn: getMarkingAssignments });
