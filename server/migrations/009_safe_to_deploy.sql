-- Money that reaches a cancelled or expired order gets its own payment status (PACN), so the
-- candidate and staff see it instead of "pending payment".
alter table orders drop constraint orders_payment_status_check;
alter table orders add constraint orders_payment_status_check
  check (payment_status in ('UNKN', 'PEND', 'WAPL', 'OVDU', 'REJD', 'PART', 'PAID', 'OVRP', 'PACN'));

-- One pending receipt per order: a new upload replaces the pending one, whose file is kept for the audit.
alter table receipts drop constraint receipts_status_check;
alter table receipts add constraint receipts_status_check
  check (status in ('pending', 'approved', 'rejected', 'replaced'));
update receipts r set status = 'replaced'
 where status = 'pending'
   and exists (select 1 from receipts newer where newer.order_id = r.order_id and newer.status = 'pending' and newer.id > r.id);
create unique index receipts_one_pending on receipts (order_id) where status = 'pending';
