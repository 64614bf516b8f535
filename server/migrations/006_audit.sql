-- Who did what: every state change of orders and payments and every staff action.
create table audit_log (
  id             bigint generated always as identity primary key,
  at             timestamptz not null default now(),
  actor_user_id  bigint references users (id),
  actor_role     text,
  action         text not null,
  entity         text not null,
  entity_id      text not null,
  data           jsonb not null default '{}'::jsonb
);
create index audit_log_entity on audit_log (entity, entity_id, at);
create index audit_log_at on audit_log (at desc);
