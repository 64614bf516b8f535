// A teacher's subject as the server answers it: registration with sessions, and lists in each state.
import type { CandidateSlip, SchoolBatch, SchoolCandidateRow, SchoolRegistrationResponse } from '@mockexam/contracts';

/** 23:59:59 on 25 October 2024, Hong Kong time. */
export const REG_END = '2024-10-25T15:59:59.000Z';

export const registration: SchoolRegistrationResponse = {
  registration: {
    subject: 'chi',
    status: 'none',
    arrangement: null,
    venue_session_id: null,
    expected_candidates: null,
    seats_held: 0,
    registered_at: null,
    reg_end: REG_END,
    closed: false,
    complete: false,
  },
  sessions: [
    {
      venue_session_id: 11,
      venue_name_zh: '甲禮堂',
      venue_name_en: 'Hall A',
      address_zh: '九龍甲道1號',
      address_en: '1 A Road, Kowloon',
      starts_at: '2024-12-28T01:00:00.000Z',
      ends_at: '2024-12-28T04:00:00.000Z',
      seats_left: 120,
    },
    {
      venue_session_id: 12,
      venue_name_zh: '乙中心',
      venue_name_en: 'Centre B',
      address_zh: '香港乙街2號',
      address_en: '2 B Street, Hong Kong',
      starts_at: '2024-12-28T01:00:00.000Z',
      ends_at: '2024-12-28T04:00:00.000Z',
      seats_left: 0,
    },
  ],
};

export const row = (over: Partial<SchoolCandidateRow>): SchoolCandidateRow => ({
  row_id: 1,
  row_no: 2,
  class: '2C',
  name: 'Chan Tai Man',
  student_no: '1',
  language_version: 'zh',
  candidate_no: null,
  account: null,
  errors: {},
  ...over,
});

export const draftBatch: SchoolBatch = {
  batch_id: 5,
  subject: 'chi',
  status: 'draft',
  rows: [
    row({ row_id: 1, row_no: 2, name: 'Chan Tai Man' }),
    row({ row_id: 2, row_no: 3, class: '', name: 'Lee Siu Ming', errors: { class: 'CLASS_REQUIRED' } }),
    row({
      row_id: 3,
      row_no: 4,
      class: '2C',
      name: 'Wong Ka Yan',
      language_version: 'en',
      errors: { student_no: 'DUPLICATE_STUDENT' },
    }),
  ],
  error_count: 2,
  submitted_at: null,
  closed: false,
  reg_end: REG_END,
  complete: false,
};

export const submittedBatch: SchoolBatch = {
  ...draftBatch,
  status: 'submitted',
  error_count: 0,
  submitted_at: '2024-10-20T02:00:00.000Z',
  rows: [
    row({ row_id: 1, row_no: 2, candidate_no: '24000001', account: 'stu24000001' }),
    row({ row_id: 2, row_no: 3, class: '3A', name: 'Lee Siu Ming', candidate_no: '24000002', account: 'stu24000002' }),
  ],
};

export const slip: CandidateSlip = {
  row_id: 1,
  candidate_no: '24000001',
  account: 'stu24000001',
  initial_password: 'k7Pq-29xa',
  name: 'Chan Tai Man',
  class: '2C',
  student_no: '1',
  language_version: 'zh',
  subject_zh: '中國語文',
  subject_en: 'Chinese Language',
  arrangement: 'venue',
  venue_name_zh: '甲禮堂',
  venue_name_en: 'Hall A',
  venue_address_zh: '九龍甲道1號',
  venue_address_en: '1 A Road, Kowloon',
  starts_at: '2024-12-28T01:00:00.000Z',
  seat_no: null,
};
