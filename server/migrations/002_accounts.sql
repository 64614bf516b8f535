-- Accounts, roles, candidates, sessions and phone verification.

create table users (
  id                   bigint generated always as identity primary key,
  realm                text not null check (realm in ('candidate-realm', 'school-realm', 'staff-realm')),
  username             text not null,
  -- argon2id PHC string (salt inside); null when the account cannot log in with a password
  password_hash        text,
  display_name         text not null,
  email                text,
  phone                text,
  marketing_consent    boolean not null default false,
  disabled             boolean not null default false,
  password_changed_at  timestamptz,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now()
);
-- Usernames are unique per realm, case-insensitively.
create unique index users_realm_username on users (realm, lower(username));

create table staff (
  user_id     bigint primary key references users (id) on delete cascade,
  role        text not null default 'admin' check (role in ('admin')),
  created_at  timestamptz not null default now()
);

-- A school subject account: the teacher of one subject at one school.
create table school_accounts (
  user_id       bigint primary key references users (id) on delete cascade,
  school_id     bigint not null references schools (id),
  subject_code  text not null references subjects (code),
  created_at    timestamptz not null default now()
);
create index school_accounts_school on school_accounts (school_id, subject_code);

-- Individual candidates (school_id null, user in candidate-realm) and school candidates
-- (school_id set; an account in school-realm, or none when they log in by number and name).
create table candidates (
  id                bigint generated always as identity primary key,
  candidate_no      text not null unique check (candidate_no ~ '^[A-Z0-9]{8}$'),
  name              text not null check (char_length(name) between 1 and 60),
  class             text check (char_length(class) <= 8),
  student_no        text,
  language_version  text check (language_version in ('zh', 'en')),
  school_id         bigint references schools (id),
  subject_code      text references subjects (code),
  user_id           bigint unique references users (id) on delete set null,
  created_at        timestamptz not null default now(),
  updated_at        timestamptz not null default now()
);
create index candidates_school on candidates (school_id, subject_code);

create sequence candidate_no_seq start 30000001;

-- Bearer sessions. Only the SHA-256 of the token is stored. The principal (role and the
-- ids the policy layer needs) is copied here at login so one indexed read authorizes a request.
create table sessions (
  id            bigint generated always as identity primary key,
  token_hash    text not null unique,
  user_id       bigint references users (id) on delete cascade,
  candidate_id  bigint references candidates (id) on delete cascade,
  school_id     bigint references schools (id),
  subject_code  text references subjects (code),
  role          text not null check (role in ('candidate', 'school', 'school_candidate', 'staff')),
  realm         text not null,
  created_at    timestamptz not null default now(),
  expires_at    timestamptz not null,
  revoked_at    timestamptz,
  ip            text,
  user_agent    text,
  check (user_id is not null or candidate_id is not null)
);
create index sessions_user on sessions (user_id) where revoked_at is null;

-- One-time SMS codes, stored only as an HMAC bound to phone and purpose.
create table sms_codes (
  id           bigint generated always as identity primary key,
  phone        text not null,
  purpose      text not null check (purpose in ('register', 'reset')),
  code_hmac    text not null,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  attempts     integer not null default 0,
  consumed_at  timestamptz,
  ip           text
);
create index sms_codes_phone on sms_codes (phone, purpose, created_at desc);

-- Proof that a phone was verified, handed to register / reset.
create table verification_tokens (
  id           bigint generated always as identity primary key,
  token_hash   text not null unique,
  phone        text not null,
  purpose      text not null check (purpose in ('register', 'reset')),
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  consumed_at  timestamptz
);

-- Messages handed to the SMS provider. The body is kept only for the console provider
-- (the dev outbox); real providers store it redacted.
create table sms_messages (
  id        bigint generated always as identity primary key,
  phone     text not null,
  purpose   text not null,
  provider  text not null,
  body      text not null,
  code      text,
  sent_at   timestamptz not null default now(),
  status    text not null default 'sent' check (status in ('sent', 'failed'))
);
create index sms_messages_phone on sms_messages (phone, sent_at desc);

-- Fixed-window counters for rate limits when Redis is not configured.
create table rate_limit_counters (
  key           text not null,
  window_start  timestamptz not null,
  count         integer not null default 0,
  expires_at    timestamptz not null,
  primary key (key, window_start)
);
create index rate_limit_counters_expiry on rate_limit_counters (expires_at);
