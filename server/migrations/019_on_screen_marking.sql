-- On-screen marking. Markers mark scanned scripts one question at a time ("items": a candidate's
-- answer to one question), anonymously (a script code, never a name, number or school). Before live
-- marking each marker marks the question's practice and qualification scripts, whose definitive marks
-- the chief set; live items are claimed from a queue with a lease (FOR UPDATE SKIP LOCKED), a share of
-- them is marked again by a second marker, and a chief marks a third time where two differ beyond the
-- question's tolerance. Seed scripts with definitive marks are served among live items. The final mark
-- of an item lands in answers (the grading run's one source of marks) and the exam's marks version.

-- A marker is a staff-realm account with the marker role; its school affiliation keeps its own
-- school's scripts out of its queues.
alter table staff drop constraint staff_role_check;
alter table staff add constraint staff_role_check check (role in ('admin', 'marker'));
-- A marker's session acts as a marker, never as staff.
alter table sessions drop constraint sessions_role_check;
alter table sessions add constraint sessions_role_check
  check (role in ('candidate', 'school', 'school_candidate', 'staff', 'marker'));

create table markers (
  user_id     bigint primary key references users (id) on delete cascade,
  school_id   bigint references schools (id) on delete set null,
  created_by  bigint references users (id) on delete set null,
  created_at  timestamptz not null default now()
);

-- How a question is marked on screen; the chief (or staff) sets it. One row per question once set.
create table marking_settings (
  question_id       bigint primary key references questions (id) on delete cascade,
  -- the smallest step of a mark: 1, or 0.5 where half marks are allowed
  step              numeric(3, 1) not null default 1 check (step in (0.5, 1)),
  -- two marks within this distance agree (second marking, qualification and seeds)
  tolerance         numeric(6, 2) not null default 1 check (tolerance between 0 and 100),
  -- qualification: at least this many of the qualification scripts within tolerance
  qualify_min       smallint not null default 3 check (qualify_min between 0 and 50),
  -- a seed every this many live items (0: no seeds)
  seed_every        smallint not null default 10 check (seed_every between 0 and 100),
  -- a marker is paused after this many seeds outside tolerance (since the chief last resumed them)
  seed_fail_limit   smallint not null default 2 check (seed_fail_limit between 1 and 20),
  -- the share of live items (percent) marked again by a second marker
  double_share      smallint not null default 0 check (double_share between 0 and 100),
  -- the final mark of two marks within tolerance: their mean rounded to the step, the higher or the lower
  final_rule        text not null default 'mean' check (final_rule in ('mean', 'higher', 'lower')),
  -- live marking is open to qualified markers
  open              boolean not null default false,
  updated_by        bigint references users (id) on delete set null,
  updated_at        timestamptz not null default now()
);

-- Who marks which question: a marker, or the question's chief (who sets its settings and scripts,
-- reviews its markers, marks third and answers flags). status follows standardisation.
create table marking_assignments (
  id              bigint generated always as identity primary key,
  question_id     bigint not null references questions (id) on delete cascade,
  marker_id       bigint not null references markers (user_id) on delete cascade,
  role            text not null default 'marker' check (role in ('marker', 'chief')),
  status          text not null default 'practice'
                  check (status in ('practice', 'qualifying', 'not_qualified', 'live', 'paused')),
  paused_reason   text check (paused_reason in ('seeds', 'chief')),
  -- seeds outside tolerance since the last resume
  seed_failures   smallint not null default 0 check (seed_failures >= 0),
  -- live items since the last seed (a seed is served when it reaches seed_every)
  since_seed      integer not null default 0 check (since_seed >= 0),
  created_at      timestamptz not null default now(),
  unique (question_id, marker_id),
  check ((status = 'paused') = (paused_reason is not null))
);
create index marking_assignments_marker on marking_assignments (marker_id);

-- Scripts with a definitive mark the chief set, taken from a candidate's scanned pages: practice and
-- qualification scripts for standardisation, seeds among live items. Never a source of answers.
create table marking_references (
  id                bigint generated always as identity primary key,
  question_id       bigint not null references questions (id) on delete cascade,
  candidate_id      bigint not null references candidates (id) on delete cascade,
  purpose           text not null check (purpose in ('practice', 'qualification', 'seed')),
  script_code       text not null unique,
  definitive_score  numeric(6, 2) not null check (definitive_score >= 0),
  -- criteria scores of an essay with writing criteria {code: score}
  definitive_criteria jsonb,
  -- the chief's note shown to a marker after a practice script
  note              text check (char_length(note) <= 500),
  created_by        bigint references users (id) on delete set null,
  created_at        timestamptz not null default now(),
  unique (question_id, candidate_id, purpose)
);

-- A live item: one candidate's answer to one question, with an anonymous script code.
create table marking_items (
  id              bigint generated always as identity primary key,
  question_id     bigint not null references questions (id) on delete cascade,
  candidate_id    bigint not null references candidates (id) on delete cascade,
  script_code     text not null unique,
  -- drawn once when the item is made: it is marked again by a second marker (double_share)
  double_marked   boolean not null default false,
  state           text not null default 'marking' check (state in ('marking', 'third', 'final')),
  final_score     numeric(6, 2),
  final_criteria  jsonb,
  finalised_at    timestamptz,
  created_at      timestamptz not null default now(),
  unique (question_id, candidate_id)
);

-- One marking wanted of an item (round 1, 2 for a second marker, 3 for a chief) or of a reference
-- script by one marker: what the queue hands out. A lease keeps a claimed task to its marker until
-- lease_until; an expired lease returns it to the queue.
create table marking_tasks (
  id              bigint generated always as identity primary key,
  question_id     bigint not null references questions (id) on delete cascade,
  item_id         bigint references marking_items (id) on delete cascade,
  reference_id    bigint references marking_references (id) on delete cascade,
  round           smallint not null default 1 check (round between 1 and 3),
  -- a reference task belongs to one marker from the start; a live task to whoever claims it
  marker_id       bigint references markers (user_id) on delete cascade,
  lease_until     timestamptz,
  -- when its marker claimed it (the seconds a mark took)
  claimed_at      timestamptz,
  state           text not null default 'open' check (state in ('open', 'done')),
  -- a task whose mark a chief sent back (or whose flag was requeued) never returns to that marker
  returned_from   bigint references markers (user_id) on delete set null,
  created_at      timestamptz not null default now(),
  check ((item_id is null) <> (reference_id is null)),
  unique (item_id, round)
);
create index marking_tasks_open on marking_tasks (question_id, round, id) where state = 'open';
create index marking_tasks_marker on marking_tasks (marker_id, question_id) where marker_id is not null;

-- A submitted mark of a task. Changing it (a marker going back) updates the row; every change of a
-- live item's final mark is in the audit log.
create table marking_marks (
  id                bigint generated always as identity primary key,
  task_id           bigint not null unique references marking_tasks (id) on delete cascade,
  marker_id         bigint not null references markers (user_id) on delete cascade,
  score             numeric(6, 2) not null check (score >= 0),
  criteria          jsonb,
  comment           text check (char_length(comment) <= 1000),
  -- [{kind: tick|cross|underline|text, page, x, y, w?, text?}] in fractions of the page
  annotations       jsonb not null default '[]'::jsonb,
  -- the client's key of the submit: a retried submit answers the stored mark
  idempotency_key   text not null check (char_length(idempotency_key) between 1 and 200),
  -- a seed's or qualification script's mark within the question's tolerance of the definitive mark
  within_tolerance  boolean,
  -- seconds the marker held the task before submitting (items per hour)
  seconds           integer check (seconds >= 0),
  submitted_at      timestamptz not null default now(),
  updated_at        timestamptz not null default now(),
  unique (marker_id, idempotency_key)
);
create index marking_marks_marker on marking_marks (marker_id, submitted_at desc);

-- An item flagged by a marker to the question's chief.
create table marking_flags (
  id            bigint generated always as identity primary key,
  task_id       bigint not null references marking_tasks (id) on delete cascade,
  marker_id     bigint not null references markers (user_id) on delete cascade,
  reason        text not null check (reason in ('illegible', 'blank', 'wrong_page', 'concern')),
  note          text check (char_length(note) <= 500),
  resolved_by   bigint references users (id) on delete set null,
  resolved_at   timestamptz,
  created_at    timestamptz not null default now()
);
create index marking_flags_open on marking_flags (task_id) where resolved_at is null;

-- Where an answer's mark came from: 'screen' once on-screen marking finalised it; a workbook import
-- refuses to overwrite such a mark unless staff choose to replace.
alter table answers add column source text not null default 'import' check (source in ('import', 'screen'));

-- Marked pages drawn from the marking: the render job's key of the page's annotations, so a page is
-- drawn again only when its marks changed.
alter table marked_pages add column marked_version text;
