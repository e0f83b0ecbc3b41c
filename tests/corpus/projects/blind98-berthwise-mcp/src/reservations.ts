// Reservation workflows that touch both the local database and the port authority.
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { insertReservation, markCancelled } from './db.js';
import { submitPreArrivalNotice, withdrawNotice } from './portAuthority.js';

export function newPortCallRef(terminal: string, when: Date): string {
  const ymd = when.toISOString().slice(0, 10).replaceAll('-', '');
  return `${terminal.toUpperCase()}-${ymd}-${randomUUID().slice(0, 6).toUpperCase()}`;
}

export async function bookAndNotify(args: {
  window: any;
  vessel: any;
  agentId: string;
  sessionToken: string;
  notice: { etaLocal: string; draftArrivalM: number; dangerousGoods: boolean; lastPort: string };
}) {
  const portCallRef = newPortCallRef(args.window.terminal, new Date(args.window.startsAt));
  const reservation = await insertReservation({
    windowId: args.window.id,
    vesselImo: args.vessel.imo,
    agentId: args.agentId,
    portCallRef,
    etaLocal: args.notice.etaLocal,
    dangerousGoods: args.notice.dangerousGoods,
  });
  const ack = await submitPreArrivalNotice(args.sessionToken, {
    portCallRef,
    vesselImo: args.vessel.imo,
    berthCode: args.window.berthCode,
    ...args.notice,
  });
  return { reservationId: reservation.id, portCallRef, noticeId: ack?.notice_id ?? null };
}

export async function cancelAndWithdraw(reservationId: string, portCallRef: string, by: string, reason: string, userAccessToken: string) {
  await withdrawNotice(userAccessToken, portCallRef, reason);
  await markCancelled(reservationId, by, reason);
}
