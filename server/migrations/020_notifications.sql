-- Notifications: every message to a candidate, a teacher or staff is a row of this outbox, written in
-- the same transaction as the change that causes it (a rolled-back change sends nothing; a committed
-- one is never forgotten), and sent from the job queue after commit.

-- The language a user last used (messages follow it; Traditional Chinese when unknown), and their
-- choice to receive reminders by email and by SMS (payment and result notices are always sent).
alter table users
  add column locale text check (locale in ('zh-hk', 'en')),
  add column email_reminders boolean not null default true,
  add column sms_reminders boolean not null default true;

create table notifications (
  id               bigint generated always as identity primary key,
  -- what happened (order.placed, receipt.rejected, school.deadline_3d, ...: contracts' NOTICE_EVENTS)
  event            text not null check (char_length(event) <= 60),
  channel          text not null check (channel in ('sms', 'email')),
  user_id          bigint references users (id) on delete set null,
  order_id         bigint references orders (id) on delete set null,
  school_id        bigint references schools (id) on delete set null,
  -- the phone number or email address the message goes to, as it was when written
  address          text not null check (char_length(address) <= 254),
  locale           text not null check (locale in ('zh-hk', 'en')),
  subject          text check (char_length(subject) <= 200),
  body             text not null check (char_length(body) <= 5000),
  state            text not null default 'queued'
                   check (state in ('queued', 'sending', 'sent', 'failed', 'cancelled')),
  attempts         integer not null default 0 check (attempts >= 0),
  -- not sent before this (quiet hours for SMS, the back-off of a retry)
  next_attempt_at  timestamptz not null default now(),
  provider         text,
  -- the provider's id of the sent message (the SMTP Message-ID, the gateway's message id)
  provider_id      text,
  last_error       text check (char_length(last_error) <= 1000),
  -- a reminder or an event's notice is written once however many instances see it
  dedupe_key       text unique check (char_length(dedupe_key) <= 200),
  -- a message staff sent again names the one it repeats
  resent_from      bigint references notifications (id) on delete set null,
  resent_by        bigint references users (id) on delete set null,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  sent_at          timestamptz
);
create index notifications_user on notifications (user_id, id desc);
create index notifications_order on notifications (order_id, id desc) where order_id is not null;
create index notifications_school on notifications (school_id, id desc) where school_id is not null;
create index notifications_unsent on notifications (state, next_attempt_at) where state in ('queued', 'sending', 'failed');

-- Staff's own text of an event's messages in one language; without a row the default text applies.
create table notification_templates (
  event          text not null check (char_length(event) <= 60),
  locale         text not null check (locale in ('zh-hk', 'en')),
  sms_body       text not null check (char_length(sms_body) between 1 and 500),
  email_subject  text not null check (char_length(email_subject) between 1 and 200),
  email_body     text not null check (char_length(email_body) between 1 and 5000),
  updated_by     bigint references users (id) on delete set null,
  updated_at     timestamptz not null default now(),
  primary key (event, locale)
);
