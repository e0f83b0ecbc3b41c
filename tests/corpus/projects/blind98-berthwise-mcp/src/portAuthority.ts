// Client for the port authority's berthing API: sessions, pre-arrival notices and withdrawals.
// @ts-nocheck
import { config } from './config.js';

async function call(path: string, init: RequestInit & { bearer: string }) {
  const { bearer, ...rest } = init;
  const res = await fetch(`${config.portAuthorityUrl}${path}`, {
    ...rest,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${bearer}`,
      ...(rest.headers ?? {}),
    },
  });
  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new Error(`Port authority ${path} failed with ${res.status}: ${detail.slice(0, 300)}`);
  }
  return res.status === 204 ? null : res.json();
}

export async function openSession(userAccessToken: string, terminal: string) {
  const body = await call('/sessions', {
    method: 'POST',
    bearer: userAccessToken,
    body: JSON.stringify({ terminal, purpose: 'berth-reservation' }),
  });
  return { sessionToken: body.session_token as string, expiresIn: body.expires_in as number };
}

export async function submitPreArrivalNotice(sessionToken: string, notice: {
  portCallRef: string;
  vesselImo: string;
  berthCode: string;
  etaLocal: string;
  draftArrivalM: number;
  dangerousGoods: boolean;
  lastPort: string;
}) {
  return call('/pre-arrival-notices', {
    method: 'POST',
    bearer: sessionToken,
    body: JSON.stringify({
      port_call_ref: notice.portCallRef,
      imo: notice.vesselImo,
      berth: notice.berthCode,
      eta: notice.etaLocal,
      arrival_draft_m: notice.draftArrivalM,
      imdg: notice.dangerousGoods,
      last_port: notice.lastPort,
    }),
  });
}

export async function withdrawNotice(userAccessToken: string, portCallRef: string, reason: string) {
  return call(`/pre-arrival-notices/${encodeURIComponent(portCallRef)}`, {
    method: 'DELETE',
    bearer: userAccessToken,
    headers: { 'x-withdrawal-reason': reason.slice(0, 120) },
  });
}
