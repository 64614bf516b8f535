-- Marking and reports: exams, their papers, scanned pages, questions, answers,
-- guidelines and per-candidate results.

create table exams (
  id            bigint generated always as identity primary key,
  cycle_id      bigint not null references exam_cycles (id) on delete cascade,
  subject_code  text not null references subjects (code),
  product_id    bigint references products (id),
  title1        text not null,
  title2        text not null default '',
  follow_page   boolean not null default true,
  has_report    boolean not null default false,
  created_at    timestamptz not null default now()
);

-- The report-side paper (the report calls' paper_id); weight in percent of the total score.
create table exam_papers (
  id              bigint generated always as identity primary key,
  exam_id         bigint not null references exams (id) on delete cascade,
  paper_id        bigint references papers (id),
  paper_no        smallint not null,
  title           text not null,
  weight_percent  numeric(5, 2) not null check (weight_percent between 0 and 100),
  unique (exam_id, paper_no)
);

create table report_pages (
  id             bigint generated always as identity primary key,
  exam_paper_id  bigint not null references exam_papers (id) on delete cascade,
  page           integer not null,
  new_page       integer,
  page_number    integer not null,
  url            text not null,
  unique (exam_paper_id, page)
);

create table marked_pages (
  id              bigint generated always as identity primary key,
  report_page_id  bigint not null references report_pages (id) on delete cascade,
  candidate_id    bigint not null references candidates (id) on delete cascade,
  local_url       text,
  has_marked      boolean not null default false,
  unique (report_page_id, candidate_id)
);

create table questions (
  id              bigint generated always as identity primary key,
  exam_paper_id   bigint not null references exam_papers (id) on delete cascade,
  label           text not null,
  -- comma list of the pages the question spans, as the spec's page_location
  page_location   text not null,
  type            text not null check (type in ('short_question', 'multiple_choice', 'short_essay', 'filling', 'judgment')),
  section         text,
  genre           text,
  ability         text,
  max_score       numeric(6, 2) not null check (max_score >= 0),
  correct_answer  jsonb,
  sort_order      integer not null default 0
);
create index questions_paper on questions (exam_paper_id, sort_order);

create table answers (
  id            bigint generated always as identity primary key,
  candidate_id  bigint not null references candidates (id) on delete cascade,
  question_id   bigint not null references questions (id) on delete cascade,
  score         numeric(6, 2),
  answer        jsonb,
  comment       text,
  unique (candidate_id, question_id)
);

create table guidelines (
  id          bigint generated always as identity primary key,
  exam_id     bigint not null references exams (id) on delete cascade,
  q_id        bigint references questions (id) on delete cascade,
  page        integer not null,
  suggestion  text not null
);
create index guidelines_exam on guidelines (exam_id, page);

create table candidate_exam_results (
  id                         bigint generated always as identity primary key,
  candidate_id               bigint not null references candidates (id) on delete cascade,
  exam_id                    bigint not null references exams (id) on delete cascade,
  score                      numeric(7, 2),
  paper1_score               numeric(7, 2),
  paper2_score               numeric(7, 2),
  section_a_score            numeric(7, 2),
  section_b_score            numeric(7, 2),
  level                      text,
  overall_level              text,
  average_score_in_school    numeric(7, 2),
  average_score_all_schools  numeric(7, 2),
  rank_in_school             integer,
  rank_in_territory          integer,
  participants               integer,
  dse_score                  numeric(7, 2),
  attained                   boolean,
  unique (candidate_id, exam_id)
);
