-- The platform admin's plan screen (issue 16, /plans-admin) deletes plans through /rest/v1. A plan
-- that customers subscribed to is kept by subscription.plan_id's foreign key, whose refusal is
-- PostgreSQL's English text about a constraint. Refused first here, with the reason the console
-- shows as is, like the station, parameter and customer refusals of
-- 20261125004000_admin_writes.sql: the same SQLSTATE (23503, answered 409 Conflict), so the
-- subscription history (what a customer paid for, and when) is never lost.
create or replace function public.refuse_delete_of_subscribed_plan() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
begin
  if exists (select 1 from public.subscription s where s.plan_id = old.id) then
    raise exception 'Gói dịch vụ đã có khách hàng đăng ký: không thể xóa, để lịch sử đăng ký được giữ nguyên.'
      using errcode = '23503', detail = format('plan.id = %s', old.id);
  end if;
  return old;
end
$$;

create trigger refuse_delete_of_subscribed_plan before delete on public.plan
  for each row execute function public.refuse_delete_of_subscribed_plan();

revoke execute on function public.refuse_delete_of_subscribed_plan()
  from public, anon, authenticated, service_role;

-- One-pass lookup for the test above (subscription is indexed by customer, not by plan).
create index subscription_plan_idx on public.subscription (plan_id);
