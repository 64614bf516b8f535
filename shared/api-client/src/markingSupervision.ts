// On-screen marking as chiefs and staff oversee it: a question's settings, reference scripts and the
// candidates to pick them from, open flags, the paper's progress, and pausing, resuming or sending back a
// marker's work (chiefs of the question and staff); markers, their assignments to a paper's questions and
// opening a paper's marking (staff only). Item images are opened with the token in the query (regionImageUrl).
import type {
  AssignmentStateResponse,
  CreateAssignmentRequest,
  CreateMarkerRequest,
  CreateReferenceRequest,
  Marker,
  MarkersResponse,
  MarkingFlagsResponse,
  MarkingProgressResponse,
  MarkingReference,
  MarkingReferencesResponse,
  MarkingSettings,
  MarkingSettingsResponse,
  OpenMarkingResponse,
  PaperAssignmentsResponse,
  ReferenceCandidatesResponse,
  SendBackResponse,
  UpdateMarkerRequest,
} from '@mockexam/contracts';
import { call } from './http';

/** The parsed (output) type of a zod 4 schema, without a direct dependency on zod. */
type Out<S> = S extends { _zod: { output: infer O } } ? O : never;
/** The input type of a zod 4 schema (defaults may be left out). */
type In<S> = S extends { _zod: { input: infer I } } ? I : never;

// --- chiefs of the question, and staff ---

export const getMarkingSettings = (questionId: number) =>
  call<Out<typeof MarkingSettingsResponse>>({ method: 'GET', url: `/marking/questions/${questionId}/settings` });

export const saveMarkingSettings = (questionId: number, body: MarkingSettings) =>
  call<Out<typeof MarkingSettingsResponse>>({
    method: 'PUT',
    url: `/marking/questions/${questionId}/settings`,
    data: body,
  });

export const getMarkingReferences = (questionId: number) =>
  call<MarkingReferencesResponse>({ method: 'GET', url: `/marking/questions/${questionId}/references` });

/** 409 MARKING_REFERENCE_EXISTS when the script is already a reference of the question. */
export const createMarkingReference = (questionId: number, body: CreateReferenceRequest) =>
  call<Out<typeof MarkingReference>>({
    method: 'POST',
    url: `/marking/questions/${questionId}/references`,
    data: body,
  });

/** 409 MARKING_REFERENCE_MARKED once a marker has marked it. */
export const deleteMarkingReference = (referenceId: number) =>
  call<{ ok: true }>({ method: 'DELETE', url: `/marking/references/${referenceId}` });

/** Scanned candidates' scripts of the question (codes only), a page at a time. */
export const getReferenceCandidates = (questionId: number, params: { offset?: number; limit?: number } = {}) =>
  call<Out<typeof ReferenceCandidatesResponse>>({
    method: 'GET',
    url: `/marking/questions/${questionId}/candidates`,
    params,
  });

export const getMarkingFlags = (questionId: number) =>
  call<Out<typeof MarkingFlagsResponse>>({ method: 'GET', url: `/marking/questions/${questionId}/flags` });

/** `requeue`: the item goes back to be marked again. */
export const resolveMarkingFlag = (flagId: number, requeue: boolean) =>
  call<{ ok: true }>({ method: 'POST', url: `/marking/flags/${flagId}/resolve`, data: { requeue } });

/** A chief reads the figures of their own questions; staff every question of the paper. */
export const getMarkingProgress = (examPaperId: number) =>
  call<MarkingProgressResponse>({ method: 'GET', url: `/marking/papers/${examPaperId}/progress` });

export const pauseMarkingAssignment = (assignmentId: number) =>
  call<Out<typeof AssignmentStateResponse>>({
    method: 'POST',
    url: `/marking/assignments/${assignmentId}/pause`,
    data: {},
  });

export const resumeMarkingAssignment = (assignmentId: number) =>
  call<Out<typeof AssignmentStateResponse>>({
    method: 'POST',
    url: `/marking/assignments/${assignmentId}/resume`,
    data: {},
  });

/** The marker's live marks at or after `since` (ISO; all of them when null) go back to the queue. */
export const sendBackMarkingAssignment = (assignmentId: number, since: string | null) =>
  call<Out<typeof SendBackResponse>>({
    method: 'POST',
    url: `/marking/assignments/${assignmentId}/send-back`,
    data: { since },
  });

// --- staff only ---

export const getMarkers = () => call<MarkersResponse>({ method: 'GET', url: '/admin/markers' });

/** 409 MARKER_USERNAME_TAKEN when the username is in use. */
export const createMarker = (body: CreateMarkerRequest) =>
  call<Out<typeof Marker>>({ method: 'POST', url: '/admin/markers', data: body });

export const updateMarker = (markerId: number, body: In<typeof UpdateMarkerRequest>) =>
  call<Out<typeof Marker>>({ method: 'PATCH', url: `/admin/markers/${markerId}`, data: body });

export const getPaperAssignments = (examPaperId: number) =>
  call<Out<typeof PaperAssignmentsResponse>>({
    method: 'GET',
    url: `/admin/exam-papers/${examPaperId}/marking/assignments`,
  });

export const createPaperAssignments = (examPaperId: number, body: CreateAssignmentRequest) =>
  call<Out<typeof PaperAssignmentsResponse>>({
    method: 'POST',
    url: `/admin/exam-papers/${examPaperId}/marking/assignments`,
    data: body,
  });

/** 409 MARKING_ASSIGNMENT_HAS_MARKS once the marker has marked on the question. */
export const deletePaperAssignment = (assignmentId: number) =>
  call<{ ok: true }>({ method: 'DELETE', url: `/admin/marking/assignments/${assignmentId}` });

/** Makes the paper's items from its scans; again later, only the new ones. 409 MARKING_NO_SCANS without scans. */
export const openPaperMarking = (examPaperId: number) =>
  call<Out<typeof OpenMarkingResponse>>({ method: 'POST', url: `/admin/exam-papers/${examPaperId}/marking/open` });
