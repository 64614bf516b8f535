-- Every order insert maintained two indexes that no query needs.
-- orders_user (user_id, created_at desc): every lookup by user goes through the unique
-- (user_id, idempotency_key), whose leading column serves it.
-- orders_sweep (due_at) where pending or awaiting approval: the expiry sweep reads pending orders only,
-- which orders_due_pending (due_at where pending) indexes exactly.
drop index if exists orders_user;
drop index if exists orders_sweep;
