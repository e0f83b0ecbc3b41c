// Client for the customs filing portal: filer login, duty quotes and entry transmission.
// @ts-nocheck
import { request } from 'undici';
import { settings } from '../settings/index.js';

async function post(path: string, body: unknown, session?: string) {
  const res = await request(`${settings.portalBaseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(session ? { authorization: `Session ${session}` } : {}),
    },
    body: JSON.stringify(body),
    headersTimeout: 15_000,
    bodyTimeout: 30_000,
  });
  const payload = await res.body.json().catch(() => ({}));
  if (res.statusCode >= 400) {
    throw new Error(`portal ${path} → ${res.statusCode}: ${payload?.message ?? 'no detail'}`);
  }
  return payload;
}

export async function login(filerCode: string, password: string): Promise<string> {
  const out = await post('/auth/filer-login', { filer_code: filerCode, password });
  return out.session;
}

export async function quote(session: string, draft: { importerNumber: string; entryRef: string; lines: any[] }) {
  const out = await post('/entries/quote', {
    entry_type: '01',
    importer_number: draft.importerNumber,
    broker_ref: draft.entryRef,
    lines: draft.lines.map((l) => ({
      hts: l.hsCode,
      value_usd: l.valueUsd,
      origin: l.originCountry,
      qty: l.quantity,
      description: l.description,
    })),
  }, session);
  return { quoteId: out.quote_id as string, dutyUsd: out.total_duty_usd as number, feesUsd: out.total_fees_usd as number };
}

export async function submit(session: string, quoteId: string) {
  const out = await post('/entries', { quote_id: quoteId }, session);
  return { entryNumber: out.entry_number as string, status: out.status as string };
}
