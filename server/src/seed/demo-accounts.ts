// The demo accounts of every role. server/DEMO_ACCOUNTS.md lists the same; tests log in with these.

export const DEMO_PASSWORD = 'demo1234';
export const ADMIN_PASSWORD = 'admin1234';

export const DEMO = {
  candidate: {
    realm: 'candidate-realm',
    username: '91234567',
    password: DEMO_PASSWORD,
    name: '陳大文',
    candidate_no: '10000001',
    email: 'candidate1@example.com',
  },
  candidate2: {
    realm: 'candidate-realm',
    username: '92345678',
    password: DEMO_PASSWORD,
    name: 'Lee Siu Ming',
    candidate_no: '10000002',
    email: 'candidate2@example.com',
  },
  school: {
    realm: 'school-realm',
    username: 'school-chi',
    password: DEMO_PASSWORD,
    school: 'QC',
    subject: 'chi',
    display_name: "Queen's College - Chinese Language",
  },
  school2: {
    realm: 'school-realm',
    username: 'school2-chi',
    password: DEMO_PASSWORD,
    school: 'YWC',
    subject: 'chi',
    display_name: 'Ying Wa College - Chinese Language',
  },
  schoolCandidate: {
    realm: 'school-realm',
    username: 'student-chi',
    password: DEMO_PASSWORD,
    name: '張小芬',
    candidate_no: '20000001',
    school: 'QC',
    subject: 'chi',
    class: '5A',
    student_no: '1',
  },
  schoolCandidateByNumber: {
    candidate_no: '20000002',
    name: '黃家豪',
    school: 'QC',
    subject: 'chi',
    class: '5A',
    student_no: '2',
  },
  admin: { realm: 'staff-realm', username: 'admin', password: ADMIN_PASSWORD, name: 'Demo Admin' },
  /** Marks question 2 of the second English mock's Paper 1 on screen (starts with its practice scripts). */
  marker: { realm: 'staff-realm', username: 'marker1', password: DEMO_PASSWORD, name: 'Demo Marker' },
  /** The chief marker of that question: its settings, reference scripts, flags and markers. */
  chief: { realm: 'staff-realm', username: 'chief1', password: DEMO_PASSWORD, name: 'Demo Chief Marker' },
} as const;
