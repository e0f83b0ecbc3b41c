// Postgres queries for berth windows, vessels and reservations.
// @ts-nocheck
import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, {
  max: 10,
  idle_timeout: 30,
  transform: postgres.camel,
});

export async function openWindows(terminal: string, from: Date, to: Date, minLoaM = 0) {
  return sql`
    select w.id, w.terminal, w.berth_code, w.starts_at, w.ends_at, w.max_loa_m, w.max_draft_m
      from berth_windows w
     where w.terminal = ${terminal}
       and w.starts_at >= ${from}
       and w.ends_at <= ${to}
       and w.max_loa_m >= ${minLoaM}
       and not exists (
             select 1 from reservations r
              where r.window_id = w.id and r.status <> 'cancelled')
     order by w.starts_at
     limit 50`;
}

export async function windowById(id: string) {
  const [row] = await sql`select * from berth_windows where id = ${id}`;
  return row ?? null;
}

export async function vesselByImo(imo: string) {
  const [row] = await sql`select imo, name, flag, loa_m, beam_m, gross_tonnage from vessels where imo = ${imo}`;
  return row ?? null;
}

export async function reservationById(id: string) {
  const [row] = await sql`
    select r.*, w.terminal, w.berth_code, w.starts_at
      from reservations r join berth_windows w on w.id = r.window_id
     where r.id = ${id}`;
  return row ?? null;
}

export async function insertReservation(input: {
  windowId: string;
  vesselImo: string;
  agentId: string;
  portCallRef: string;
  etaLocal: string;
  dangerousGoods: boolean;
}) {
  return sql.begin(async (tx) => {
    const [clash] = await tx`
      select id from reservations
       where window_id = ${input.windowId} and status <> 'cancelled'
       for update`;
    if (clash) throw new Error('Berth window was taken by another reservation');
    const [row] = await tx`
      insert into reservations (window_id, vessel_imo, agent_id, port_call_ref, eta_local, dangerous_goods, status)
      values (${input.windowId}, ${input.vesselImo}, ${input.agentId}, ${input.portCallRef},
              ${input.etaLocal}, ${input.dangerousGoods}, 'confirmed')
      returning id, port_call_ref`;
    return row;
  });
}

export async function markCancelled(id: string, by: string, reason: string) {
  await sql`
    update reservations
       set status = 'cancelled', cancelled_by = ${by}, cancel_reason = ${reason}, cancelled_at = now()
     where id = ${id} and status <> 'cancelled'`;
}
