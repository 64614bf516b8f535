-- School edition: a subject account imports, edits and submits its candidate list.
-- Import replaces the whole list (spec section 4), so a batch is per school, subject and cycle.

create table school_import_batches (
  id            bigint generated always as identity primary key,
  school_id     bigint not null references schools (id),
  subject_code  text not null references subjects (code),
  cycle_id      bigint not null references exam_cycles (id),
  status        text not null default 'draft' check (status in ('draft', 'submitted', 'rejected')),
  created_by    bigint references users (id),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  submitted_at  timestamptz,
  submitted_by  bigint references users (id),
  unique (school_id, subject_code, cycle_id)
);

create table school_candidate_rows (
  id                bigint generated always as identity primary key,
  batch_id          bigint not null references school_import_batches (id) on delete cascade,
  row_no            integer not null check (row_no > 0),
  class             text not null default '',
  name              text not null default '',
  student_no        text not null default '',
  language_version  text not null default '',
  -- field -> message key, shown on hover in the preview
  errors            jsonb not null default '{}'::jsonb,
  candidate_id      bigint references candidates (id) on delete set null,
  created_at        timestamptz not null default now(),
  updated_at        timestamptz not null default now()
);
create index school_candidate_rows_batch on school_candidate_rows (batch_id, row_no);
