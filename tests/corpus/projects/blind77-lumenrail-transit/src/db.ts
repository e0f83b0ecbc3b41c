// Postgres access for riders, transit cards and season passes, through Bun's built-in SQL client.
// @ts-nocheck
import { SQL } from 'bun';
import { config } from './config.ts';

export const sql = new SQL(config.databaseUrl);

export async function riderProfile(userId: string) {
  const [row] = await sql`
    select rider_id, fare_category, home_stop_id
    from riders where user_id = ${userId}`;
  return row ?? null;
}

export async function cardOwnedBy(cardId: string, userId: string) {
  const [row] = await sql`
    select c.card_id, c.last4, c.balance_cents, c.status
    from cards c join riders r on r.rider_id = c.rider_id
    where c.card_id = ${cardId} and r.user_id = ${userId}`;
  return row ?? null;
}

export async function primaryCard(userId: string) {
  const [row] = await sql`
    select c.card_id, c.last4
    from cards c join riders r on r.rider_id = c.rider_id
    where r.user_id = ${userId} and c.status = 'active'
    order by c.is_primary desc, c.created_at asc
    limit 1`;
  return row ?? null;
}

export async function passOwnedBy(passId: string, userId: string) {
  const [row] = await sql`
    select p.pass_id, p.product, p.price_cents, p.valid_from, p.valid_until, p.status
    from season_passes p join riders r on r.rider_id = p.rider_id
    where p.pass_id = ${passId} and r.user_id = ${userId}`;
  return row ?? null;
}

export async function markPassCancelled(passId: string, refundCents: number, userId: string) {
  await sql`
    update season_passes
    set status = 'cancelled', refund_cents = ${refundCents}, cancelled_by = ${userId}, cancelled_at = now()
    where pass_id = ${passId} and status = 'active'`;
}

export async function recordTopUp(cardId: string, amountCents: number, reference: string) {
  await sql.begin(async (tx) => {
    await tx`insert into card_top_ups (card_id, amount_cents, reference) values (${cardId}, ${amountCents}, ${reference})`;
    await tx`update cards set balance_cents = balance_cents + ${amountCents} where card_id = ${cardId}`;
  });
}

export async function saveBikeShareLink(userId: string, partnerAccountId: string, planId: string) {
  await sql`
    insert into bikeshare_links (user_id, partner_account_id, plan_id, linked_at)
    values (${userId}, ${partnerAccountId}, ${planId}, now())
    on conflict (user_id) do update
      set partner_account_id = excluded.partner_account_id, plan_id = excluded.plan_id, linked_at = now()`;
}
