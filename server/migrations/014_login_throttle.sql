-- Login throttling counters (rate-limiter-flexible's PostgreSQL layout): one row per counter key,
-- points consumed and the expiry in epoch milliseconds. Keys are hashes, never usernames or names.
-- Shared by every server instance; Redis takes its place when REDIS_URL is set.
create table login_throttle (
  key     text primary key,
  points  integer not null default 0,
  expire  bigint
);
create index login_throttle_expire on login_throttle (expire);
