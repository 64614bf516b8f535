// Profiles shaped as the server sends them, for tests of the packages that read the session.
import type { Profile } from '@mockexam/contracts';

const school = { school_id: 1, code: 'QC', name_zh: '皇仁書院', name_en: "Queen's College", subject: null };
const candidate = {
  candidate_no: '20000001',
  name: '陳大文',
  class: null,
  student_no: null,
  language_version: null,
  phone: '91234567',
};

export const testProfiles = {
  candidate: { display_name: '陳大文', realm: 'candidate-realm', role: 'candidate', candidate } satisfies Profile,
  school: { display_name: '中文科', realm: 'school-realm', role: 'school', school } satisfies Profile,
  schoolCandidate: {
    display_name: '張小芬',
    realm: 'school-realm',
    role: 'school_candidate',
    school,
    candidate: { ...candidate, phone: null },
  } satisfies Profile,
  staff: {
    display_name: 'Admin',
    realm: 'staff-realm',
    role: 'staff',
    staff: { username: 'admin', role: 'admin' },
  } satisfies Profile,
  marker: { display_name: 'Marker Chan', realm: 'staff-realm', role: 'marker' } satisfies Profile,
};
