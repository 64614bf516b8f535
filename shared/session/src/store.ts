// The session store: one zustand store shared by the shell and every remote (a Module Federation
// singleton), so a remote reads the same token, profile and enrolment draft as the shell.
import { createStore, useStore } from 'zustand';
import { roleOf, type Profile, type Role } from './profile';
import { clearToken, loadPersist, loadToken, saveToken } from './tokenStorage';
import { emptyDraft, type EnrolmentDraft } from './enrolmentDraft';

export type SessionStatus = 'anonymous' | 'unverified' | 'authenticated';

const DRAFT_KEY = 'mockexam.enrolment_draft';
const FORGOT_KEY = 'mockexam.forgot_password';

export interface SessionState {
  token: string | null;
  profile: Profile | null;
  status: SessionStatus;
  persist: boolean;
  /** While set, every navigation except reset-password goes to reset-password. */
  forgotPassword: boolean;
  enrolmentDraft: EnrolmentDraft;
  /** Login succeeded: store token and profile. */
  signIn(token: string, profile: Profile, persist?: boolean): void;
  /** A token from storage or the query string, not yet checked by session resume. */
  adoptToken(token: string): void;
  /** Session resume confirmed the token. */
  confirm(profile: Profile): void;
  /** Logout, or a token that failed resume: token, cookie, persist flag and draft are cleared. */
  signOut(): void;
  setForgotPassword(on: boolean): void;
  updateDraft(patch: Partial<EnrolmentDraft>): void;
  clearDraft(): void;
}

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export const sessionStore = createStore<SessionState>()((set, get) => {
  const token = loadToken();
  return {
    token,
    profile: null,
    status: token ? 'unverified' : 'anonymous',
    persist: loadPersist(),
    forgotPassword: localStorage.getItem(FORGOT_KEY) === 'true',
    enrolmentDraft: readJson(DRAFT_KEY, emptyDraft()),
    signIn(newToken, profile, persist = true) {
      saveToken(newToken, persist);
      set({ token: newToken, profile, persist, status: 'authenticated' });
    },
    adoptToken(newToken) {
      saveToken(newToken, get().persist);
      set({ token: newToken, profile: null, status: 'unverified' });
    },
    confirm(profile) {
      set({ profile, status: 'authenticated' });
    },
    signOut() {
      clearToken();
      localStorage.removeItem(DRAFT_KEY);
      set({ token: null, profile: null, status: 'anonymous', persist: true, enrolmentDraft: emptyDraft() });
    },
    setForgotPassword(on) {
      if (on) localStorage.setItem(FORGOT_KEY, 'true');
      else localStorage.removeItem(FORGOT_KEY);
      set({ forgotPassword: on });
    },
    updateDraft(patch) {
      const enrolmentDraft = { ...get().enrolmentDraft, ...patch };
      localStorage.setItem(DRAFT_KEY, JSON.stringify(enrolmentDraft));
      set({ enrolmentDraft });
    },
    clearDraft() {
      localStorage.removeItem(DRAFT_KEY);
      set({ enrolmentDraft: emptyDraft() });
    },
  };
});

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const useRole = (): Role | null => useSession((s) => (s.status === 'authenticated' ? roleOf(s.profile) : null));
