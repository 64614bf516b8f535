-- When an order was paid, receipts flagged as reused, lookups the flows need.
alter table orders add column paid_at timestamptz;
alter table receipts add column duplicate_of_order_id bigint references orders (id);
create index orders_user on orders (user_id, created_at desc);
create index orders_due_pending on orders (due_at) where status = 'pending';
create index payments_received on payments (received_at desc);
