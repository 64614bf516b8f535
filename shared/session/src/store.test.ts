import { sessionStore } from './store';
import { displayNameIn, roleOf } from './profile';
import { testProfiles } from './testProfiles';

describe('session store', () => {
  beforeEach(() => sessionStore.getState().signOut());

  it('stores the token as base64 JSON in a cookie and, when persisting, in local storage', () => {
    sessionStore.getState().signIn('tok-123', testProfiles.candidate);
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('mockexam_access_token='))!;
    const value = JSON.parse(atob(decodeURIComponent(cookie.split('=')[1])));
    expect(value).toEqual({ access_token: 'tok-123' });
    expect(localStorage.getItem('mockexam.access_token')).not.toBeNull();
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('keeps the token out of local storage when persist is off', () => {
    sessionStore.getState().signIn('tok-456', testProfiles.candidate, false);
    expect(localStorage.getItem('mockexam.access_token')).toBeNull();
    expect(localStorage.getItem('mockexam.persist')).toBe('false');
  });

  it('clears token, cookie, persist flag and the enrolment draft at sign-out', () => {
    sessionStore.getState().signIn('tok-789', testProfiles.candidate, false);
    sessionStore.getState().updateDraft({ selected_exam: [{ product_id: 1, price: 500 }], selected_total_amount: 500 });
    sessionStore.getState().signOut();
    const state = sessionStore.getState();
    expect(state.token).toBeNull();
    expect(state.enrolmentDraft.selected_exam).toEqual([]);
    expect(document.cookie).not.toContain('mockexam_access_token=ey');
    expect(localStorage.getItem('mockexam.persist')).toBeNull();
    expect(localStorage.getItem('mockexam.enrolment_draft')).toBeNull();
  });
});

describe('roleOf', () => {
  it('reads the role from the profile keys', () => {
    expect(roleOf(testProfiles.candidate)).toBe('candidate');
    expect(roleOf(testProfiles.school)).toBe('school');
    expect(roleOf(testProfiles.schoolCandidate)).toBe('school_candidate');
    expect(roleOf(testProfiles.staff)).toBe('staff');
    expect(roleOf(testProfiles.marker)).toBe('marker');
    expect(roleOf(null)).toBeNull();
  });
});

describe('displayNameIn', () => {
  const teacher = {
    ...testProfiles.school,
    display_name: "Queen's College - Chinese Language",
    school: {
      ...testProfiles.school.school,
      subject: { code: 'chi' as const, name_zh: '中國語文', name_en: 'Chinese Language' },
    },
  };

  it("names a teacher's account by school and subject in the page's language", () => {
    expect(displayNameIn(teacher, 'zh-hk')).toBe('皇仁書院 - 中國語文');
    expect(displayNameIn(teacher, 'en')).toBe("Queen's College - Chinese Language");
    expect(displayNameIn({ ...teacher, school: { ...teacher.school, subject: null } }, 'zh-hk')).toBe('皇仁書院');
  });

  it('keeps the personal name of candidates, school candidates and staff', () => {
    expect(displayNameIn(testProfiles.schoolCandidate, 'en')).toBe('張小芬');
    expect(displayNameIn(testProfiles.candidate, 'en')).toBe('陳大文');
    expect(displayNameIn(testProfiles.staff, 'zh-hk')).toBe('Admin');
    expect(displayNameIn(null, 'en')).toBe('');
  });
});
