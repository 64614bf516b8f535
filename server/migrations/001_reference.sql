-- Reference data of an exam cycle: subjects, cycles and their dates, products, papers,
-- venues with seat capacity, postage methods, schools, public holidays and settings.
-- Every instant is timestamptz; deadlines are written as Hong Kong times by the app.

create table subjects (
  code        text primary key check (code in ('chi', 'csd', 'hist', 'eng')),
  name_zh     text not null,
  name_en     text not null,
  sort_order  integer not null default 0
);

-- Cycles are data, not code: next year's cycle is an admin task.
create table exam_cycles (
  id          bigint generated always as identity primary key,
  code        text not null unique,
  name_zh     text not null,
  name_en     text not null,
  is_current  boolean not null default false,
  created_at  timestamptz not null default now()
);
-- At most one current cycle.
create unique index exam_cycles_one_current on exam_cycles (is_current) where is_current;

-- One row per dated event of a cycle (the spec's event keys plus milestones shown in copy).
create table cycle_events (
  cycle_id  bigint not null references exam_cycles (id) on delete cascade,
  key       text not null check (key in (
              'candidate_result_release', 'person_enrol_start', 'person_enrol_end',
              'school_reg_end', 'school_reg_complete',
              'tickets_sent_by', 'answer_books_due', 'report_cards_from', 'school_late_contact')),
  at        timestamptz not null,
  primary key (cycle_id, key)
);

-- Fees are charged per subject: one product per subject and cycle.
create table products (
  id            bigint generated always as identity primary key,
  code          text not null unique,
  cycle_id      bigint not null references exam_cycles (id) on delete cascade,
  subject_code  text not null references subjects (code),
  name_zh       text not null,
  name_en       text not null,
  price_cents   integer not null check (price_cents >= 0),
  exam_date     date,
  active        boolean not null default true,
  sort_order    integer not null default 0,
  unique (cycle_id, subject_code)
);

create table papers (
  id                bigint generated always as identity primary key,
  product_id        bigint not null references products (id) on delete cascade,
  paper_no          smallint not null check (paper_no between 1 and 9),
  name_zh           text not null,
  name_en           text not null,
  weight_percent    numeric(5, 2) not null check (weight_percent between 0 and 100),
  starts_at         timestamptz,
  duration_minutes  integer check (duration_minutes > 0),
  unique (product_id, paper_no)
);

create table venues (
  id          bigint generated always as identity primary key,
  name_zh     text not null,
  name_en     text not null,
  address_zh  text not null,
  address_en  text not null,
  active      boolean not null default true,
  created_at  timestamptz not null default now()
);

-- A venue's sitting on one exam date. Seats are taken under a row lock by order creation;
-- the CHECK is the last line of defence against overselling.
create table venue_sessions (
  id            bigint generated always as identity primary key,
  venue_id      bigint not null references venues (id) on delete cascade,
  cycle_id      bigint not null references exam_cycles (id) on delete cascade,
  subject_code  text references subjects (code),
  starts_at     timestamptz not null,
  ends_at       timestamptz not null,
  capacity      integer not null check (capacity >= 0),
  seats_taken   integer not null default 0 check (seats_taken >= 0),
  check (ends_at > starts_at),
  check (seats_taken <= capacity)
);
create index venue_sessions_cycle on venue_sessions (cycle_id, venue_id, starts_at);

create table postage_methods (
  code         text primary key check (code in (
                 'ordinary_post', 'courier_prepaid', 'courier_to_door', 'smart_locker',
                 'courier_station', 'school_collection', 'post')),
  name_zh      text not null,
  name_en      text not null,
  detail_kind  text not null check (detail_kind in ('address', 'locker', 'station', 'school')),
  fee_cents    integer not null default 0 check (fee_cents >= 0),
  active       boolean not null default true,
  sort_order   integer not null default 0
);

-- The static list of Hong Kong secondary schools.
create table schools (
  id           bigint generated always as identity primary key,
  code         text not null unique,
  name_zh      text not null,
  name_en      text not null,
  district_zh  text,
  district_en  text,
  active       boolean not null default true
);

-- Working-day arithmetic (receipt cut-off, ticket lead time) needs the holidays as data.
create table public_holidays (
  date     date primary key,
  name_zh  text not null,
  name_en  text not null
);

-- Settings shown to users, e.g. the bank account and FPS id for payments.
create table settings (
  key         text primary key,
  value       jsonb not null,
  updated_at  timestamptz not null default now(),
  updated_by  bigint
);

-- Server-side secrets generated on first start so that every instance shares them
-- (HMAC key of SMS codes). Never exposed by any route.
create table server_secrets (
  key         text primary key,
  value       text not null,
  created_at  timestamptz not null default now()
);
