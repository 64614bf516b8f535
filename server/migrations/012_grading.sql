-- Results and reports. Marks are the only typed-in source: answers (and, for essays, the
-- writing criteria's scores). Everything a report shows (paper totals, sections, weighted total,
-- levels, ranks, averages, participants, attained) is written by a grading run, in one transaction,
-- and a report is visible only when the exam's published run exists and candidate_result_release
-- has passed.

-- Cut scores on the weighted total (0 to 100). Levels 1 to 5 are the publisher's; 5* and 5** are
-- the publisher's stated rule for this mock, not HKEAA's. Below level 1 is Unclassified ('U').
create table grade_boundaries (
  exam_id    bigint not null references exams (id) on delete cascade,
  level      text not null check (level in ('1', '2', '3', '4', '5', '5*', '5**')),
  min_score  numeric(7, 2) not null check (min_score between 0 and 100),
  primary key (exam_id, level)
);

-- Citizenship and Social Development is reported as Attained / Unattained: attained at or above
-- this weighted total. Null for the graded subjects.
alter table exams add column attain_min_score numeric(7, 2) check (attain_min_score between 0 and 100);

create table grading_runs (
  id            bigint generated always as identity primary key,
  exam_id       bigint not null references exams (id) on delete cascade,
  ran_by        bigint references users (id) on delete set null,
  ran_at        timestamptz not null default now(),
  candidates    integer not null check (candidates >= 0),
  -- Level counts of this run ({"5**": 3, ..., "U": 1}), shown to staff before they publish.
  distribution  jsonb not null default '{}'::jsonb,
  published_at  timestamptz,
  published_by  bigint references users (id) on delete set null
);
create index grading_runs_exam on grading_runs (exam_id, id desc);

-- The run whose results the reports show; null until staff publish one.
alter table exams add column published_run_id bigint references grading_runs (id) on delete set null;
-- When marks last changed. The reports read per-question marks live beside a run's totals, so a marks
-- import unpublishes the exam and only a run made after it can be published.
alter table exams add column marks_changed_at timestamptz;

-- The results typed in before this migration had no source; a grading run writes them again.
delete from candidate_exam_results;
alter table candidate_exam_results add column grading_run_id bigint not null references grading_runs (id) on delete cascade;
alter table candidate_exam_results add column school_id bigint references schools (id) on delete set null;
create index candidate_exam_results_run on candidate_exam_results (grading_run_id);
create index candidate_exam_results_exam_school on candidate_exam_results (exam_id, school_id);

-- Writing criteria of an essay question (Part A: content, tone, organisation; Part B: content,
-- expression, structure, punctuation and font, homophones). An essay with criteria scores the sum
-- of its criteria; the grading run writes that sum into answers.score.
create table question_criteria (
  id           bigint generated always as identity primary key,
  question_id  bigint not null references questions (id) on delete cascade,
  code         text not null check (code in ('a_content', 'a_tone', 'a_organisation', 'b_content', 'b_expression',
                                             'b_structure', 'b_punctuation', 'b_homophones')),
  max_score    numeric(6, 2) not null check (max_score > 0),
  sort_order   integer not null default 0,
  unique (question_id, code)
);

create table criterion_scores (
  candidate_id  bigint not null references candidates (id) on delete cascade,
  criterion_id  bigint not null references question_criteria (id) on delete cascade,
  score         numeric(6, 2) not null check (score >= 0),
  primary key (candidate_id, criterion_id)
);
create index criterion_scores_criterion on criterion_scores (criterion_id);

-- Marks are read per question by the grading run and the reports (011 indexes marked_pages by candidate).
create index answers_question on answers (question_id);
create unique index questions_paper_label on questions (exam_paper_id, label);
alter table exams add constraint exams_cycle_subject unique (cycle_id, subject_code);

-- Scanned answer-book pages live in SCANS_DIR (beside RECEIPTS_DIR, never a public folder); these
-- are their paths inside it. report_pages.url keeps the blank paper page for candidates without a scan.
alter table marked_pages add column scan_path text;
alter table marked_pages add column marked_path text;
alter table marked_pages drop column local_url;
