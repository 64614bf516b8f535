-- Scan intake at cohort scale: uploaded files of scanned pages (page images or multi-page PDFs), and
-- every page read from them: filed as a candidate's page (marked_pages) or waiting in the paper's
-- exceptions queue with the reason, until staff assign or discard it.

create table scan_files (
  id             bigint generated always as identity primary key,
  exam_paper_id  bigint not null references exam_papers (id) on delete cascade,
  -- the resumable upload it came from: a finished upload becomes one file, however often it is reported
  upload_id      text not null unique,
  filename       text not null check (char_length(filename) between 1 and 255),
  size           bigint not null check (size >= 0),
  kind           text not null check (kind in ('pdf', 'image')),
  -- the uploaded bytes in the file store until the intake has read every page
  file_key       text,
  state          text not null default 'queued' check (state in ('queued', 'processing', 'done', 'failed')),
  -- message key of why the file could not be read at all
  error          text,
  pages          integer check (pages >= 0),
  uploaded_by    bigint references users (id) on delete set null,
  created_at     timestamptz not null default now(),
  finished_at    timestamptz
);
create index scan_files_paper on scan_files (exam_paper_id, id desc);

create table scan_pages (
  id              bigint generated always as identity primary key,
  scan_file_id    bigint not null references scan_files (id) on delete cascade,
  exam_paper_id   bigint not null references exam_papers (id) on delete cascade,
  -- 1-based page of the uploaded file: a retried intake skips the pages it already has
  file_page       integer not null check (file_page >= 1),
  status          text not null check (status in ('filed', 'exception', 'assigned', 'discarded')),
  reason          text check (reason in ('unreadable', 'other_exam', 'not_entered', 'no_such_page', 'duplicate',
                                         'blank_book', 'bad_image')),
  code_text       text,
  candidate_no    text,
  page            integer,
  scan_key        text,
  preview_key     text,
  marked_page_id  bigint references marked_pages (id) on delete set null,
  resolved_by     bigint references users (id) on delete set null,
  resolved_at     timestamptz,
  created_at      timestamptz not null default now(),
  unique (scan_file_id, file_page),
  check ((status = 'exception') = (reason is not null) or status in ('assigned', 'discarded'))
);
create index scan_pages_exceptions on scan_pages (exam_paper_id, id) where status = 'exception';
