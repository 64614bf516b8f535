-- Orders, items, shipping, payments, receipts and admission tickets.
-- Payments are their own records; order state changes go through an allow-list in code
-- and are written to the audit log.

create table orders (
  id                 bigint generated always as identity primary key,
  enrollment_no      text not null unique,
  user_id            bigint not null references users (id),
  candidate_id       bigint not null references candidates (id),
  cycle_id           bigint not null references exam_cycles (id),
  status             text not null default 'pending'
                     check (status in ('pending', 'awaiting_approval', 'confirmed', 'cancelled', 'expired')),
  payment_status     text not null default 'PEND'
                     check (payment_status in ('UNKN', 'PEND', 'WAPL', 'OVDU', 'REJD', 'PART', 'PAID', 'OVRP')),
  exam_mode          text not null check (exam_mode in ('venue', 'home')),
  -- The chosen venue; each item holds its seat in that venue's session on the subject's date.
  venue_id           bigint references venues (id),
  payment_method     text not null check (payment_method in ('fps', 'bank')),
  total_cents        integer not null check (total_cents >= 0),
  paid_cents         integer not null default 0 check (paid_cents >= 0),
  due_at             timestamptz not null,
  idempotency_key    text,
  request_hash       text,
  flagged_for_staff  boolean not null default false,
  flag_reason        text,
  confirmed_at       timestamptz,
  cancelled_at       timestamptz,
  cancel_reason      text,
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now(),
  unique (user_id, idempotency_key),
  check (exam_mode <> 'venue' or venue_id is not null)
);
create index orders_candidate on orders (candidate_id, created_at desc);
create index orders_sweep on orders (due_at) where status in ('pending', 'awaiting_approval');
create index orders_cycle_status on orders (cycle_id, status);

create sequence enrollment_no_seq start 100001;

create table order_items (
  id                bigint generated always as identity primary key,
  order_id          bigint not null references orders (id) on delete cascade,
  product_id        bigint not null references products (id),
  subject_code      text not null references subjects (code),
  price_cents       integer not null check (price_cents >= 0),
  -- Seat held in venue mode; cleared when the seat is given back.
  venue_session_id  bigint references venue_sessions (id),
  seat_held         boolean not null default false,
  unique (order_id, product_id)
);
create index order_items_session on order_items (venue_session_id) where seat_held;

create table shipping_details (
  order_id           bigint primary key references orders (id) on delete cascade,
  method             text not null references postage_methods (code),
  recipient_name     text not null,
  recipient_phone    text not null,
  same_as_candidate  boolean not null default false,
  address            text,
  parameter1         text,
  parameter2         text,
  parameter3         text,
  parameter4         text,
  fee_cents          integer not null default 0 check (fee_cents >= 0)
);

create table payments (
  id            bigint generated always as identity primary key,
  order_id      bigint not null references orders (id),
  method        text not null check (method in ('fps', 'bank')),
  source        text not null check (source in ('bank_notify', 'staff', 'receipt')),
  amount_cents  integer not null check (amount_cents > 0),
  reference     text,
  -- The bank's transaction id makes notifications idempotent.
  bank_txn_id   text unique,
  received_at   timestamptz not null,
  recorded_by   bigint references users (id),
  created_at    timestamptz not null default now()
);
create index payments_order on payments (order_id);

create table receipts (
  id               bigint generated always as identity primary key,
  order_id         bigint not null references orders (id),
  uploaded_by      bigint references users (id),
  sha256           text not null,
  storage_path     text not null,
  mime             text not null check (mime in ('image/png', 'image/jpeg')),
  size_bytes       integer not null check (size_bytes > 0),
  status           text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reject_reason    text,
  processing_date  date,
  reviewed_by      bigint references users (id),
  reviewed_at      timestamptz,
  uploaded_at      timestamptz not null default now()
);
create index receipts_sha on receipts (sha256);
create index receipts_status on receipts (status, uploaded_at);

create table admission_tickets (
  id                bigint generated always as identity primary key,
  order_item_id     bigint not null unique references order_items (id) on delete cascade,
  candidate_id      bigint not null references candidates (id),
  venue_session_id  bigint references venue_sessions (id),
  seat_no           text,
  issued_at         timestamptz not null default now(),
  unique (venue_session_id, seat_no)
);
create index admission_tickets_candidate on admission_tickets (candidate_id);
