-- The school edition. A subject's registration for a cycle holds seats at a venue session
-- (the same seats_taken as orders, under the same lock order); candidates created by a submission
-- remember their batch, so a re-submission knows whom it keeps and whom it removes.

create table school_registrations (
  id                   bigint generated always as identity primary key,
  school_id            bigint not null references schools (id),
  subject_code         text not null references subjects (code),
  cycle_id             bigint not null references exam_cycles (id),
  status               text not null default 'registered' check (status in ('registered', 'cancelled')),
  arrangement          text not null check (arrangement in ('venue', 'school')),
  venue_session_id     bigint references venue_sessions (id),
  expected_candidates  integer not null check (expected_candidates between 1 and 2000),
  -- Seats counted in venue_sessions.seats_taken on this registration's behalf.
  seats_held           integer not null default 0 check (seats_held >= 0),
  registered_by        bigint references users (id),
  registered_at        timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  cancelled_at         timestamptz,
  unique (school_id, subject_code, cycle_id),
  check (arrangement <> 'venue' or venue_session_id is not null),
  check (seats_held = 0 or venue_session_id is not null)
);
-- The sweep reads live registrations only.
create index school_registrations_live on school_registrations (cycle_id) where status = 'registered';

alter table candidates add column school_batch_id bigint references school_import_batches (id) on delete set null;
create index candidates_school_batch on candidates (school_batch_id) where school_batch_id is not null;
-- Deleting a removed student's candidate clears the rows that pointed at it.
create index school_candidate_rows_candidate on school_candidate_rows (candidate_id) where candidate_id is not null;

-- A re-submission deletes the candidates and accounts of students who left the list, up to 2,000 at
-- once: each deleted row's foreign-key actions look up the rows pointing at it, and these lookups
-- had no index (sessions by user were indexed only while unrevoked; audit entries by actor not at all),
-- so every deleted row read the whole table.
create index sessions_user_all on sessions (user_id);
drop index sessions_user;
create index sessions_candidate on sessions (candidate_id) where candidate_id is not null;
create index marked_pages_candidate on marked_pages (candidate_id);
create index audit_log_actor on audit_log (actor_user_id) where actor_user_id is not null;
create index receipts_uploaded_by on receipts (uploaded_by) where uploaded_by is not null;
create index receipts_reviewed_by on receipts (reviewed_by) where reviewed_by is not null;
create index payments_recorded_by on payments (recorded_by) where recorded_by is not null;
