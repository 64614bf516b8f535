export { sessionStore, useSession, useRole, type SessionState, type SessionStatus } from './store';
export { roleOf, isCandidateRole, displayNameIn, type Profile, type Role } from './profile';
export { emptyDraft, type EnrolmentDraft, type SelectedExam } from './enrolmentDraft';
export { STORAGE_PREFIX, TOKEN_NAME } from './tokenStorage';
