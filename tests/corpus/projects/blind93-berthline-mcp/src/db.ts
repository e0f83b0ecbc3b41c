// Postgres access for berths, bookings, tariffs and quotes.
// @ts-nocheck
import postgres from 'postgres';

export type Sql = ReturnType<typeof postgres>;

export function openPool(url: string): Sql {
  return postgres(url, { max: 8, idle_timeout: 30, prepare: true });
}

export async function findFreeBerths(sql: Sql, q: { harbor: string; from: string; to: string; loa: number; draft: number }) {
  return sql`
    select b.id, b.code, b.max_loa_m, b.max_draft_m, b.berth_class
    from berths b
    where b.harbor = ${q.harbor}
      and b.max_loa_m >= ${q.loa}
      and b.max_draft_m >= ${q.draft}
      and not exists (
        select 1 from bookings k
        where k.berth_id = b.id
          and k.status = 'confirmed'
          and tstzrange(k.arrives_at, k.departs_at) && tstzrange(${q.from}, ${q.to})
      )
    order by b.max_loa_m asc
    limit 1`;
}

export async function insertBooking(sql: Sql, row) {
  const [booking] = await sql`
    insert into bookings ${sql(row, 'berth_id', 'operator_id', 'created_by', 'vessel_imo', 'arrives_at', 'departs_at', 'status')}
    returning id, code`;
  return booking;
}

export async function getBooking(sql: Sql, id: string, operatorId: string) {
  const [row] = await sql`
    select k.id, k.code, k.status, k.arrives_at, k.authority_ref, b.code as berth_code
    from bookings k join berths b on b.id = k.berth_id
    where k.id = ${id} and k.operator_id = ${operatorId}`;
  return row ?? null;
}

export async function markCancelled(sql: Sql, id: string, reason: string, userId: string) {
  await sql`
    update bookings
    set status = 'cancelled', cancelled_at = now(), cancel_reason = ${reason}, cancelled_by = ${userId}
    where id = ${id} and status = 'confirmed'`;
}

export async function membershipTier(sql: Sql, operatorId: string) {
  const [row] = await sql`select tier from operator_memberships where operator_id = ${operatorId} and valid_until > now()`;
  return row?.tier ?? 'standard';
}

export async function tariffFor(sql: Sql, harbor: string, berthClass: string) {
  const [row] = await sql`
    select nightly_cents, per_metre_cents from tariffs
    where harbor = ${harbor} and berth_class = ${berthClass} and effective_from <= now()
    order by effective_from desc limit 1`;
  return row ?? null;
}

export async function saveQuote(sql: Sql, q) {
  const [row] = await sql`
    insert into quotes ${sql(q, 'operator_id', 'harbor', 'berth_class', 'nights', 'tier', 'total_cents', 'currency')}
    returning id, valid_until`;
  return row;
}
