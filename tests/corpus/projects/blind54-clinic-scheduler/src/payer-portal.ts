// Minimal client for the payer's eligibility portal (270/271 over their JSON gateway).
// Logins need the front-desk user's own portal account; most payers add an SMS code on top.

export type LoginResult =
  | { kind: 'ok'; session: string }
  | { kind: 'mfa_required'; challengeId: string; maskedPhone: string }
  | { kind: 'denied'; reason: string };

export interface Eligibility {
  active: boolean;
  planName: string;
  copayCents?: number;
  deductibleRemainingCents?: number;
}

const PAYER_GATEWAYS: Record<string, string> = {
  aetna: 'https://eligibility.payer-gw.example/aetna',
  bcbs: 'https://eligibility.payer-gw.example/bcbs',
  cigna: 'https://eligibility.payer-gw.example/cigna',
};

export function gatewayFor(payerId: string): string | undefined {
  return PAYER_GATEWAYS[payerId];
}

export async function portalLogin(
  payerId: string,
  login: { username: string; password: string },
  mfa?: { challengeId: string; code: string },
): Promise<LoginResult> {
  const base = gatewayFor(payerId);
  if (!base) return { kind: 'denied', reason: `unknown payer ${payerId}` };
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...login, ...(mfa ? { challenge_id: mfa.challengeId, otp: mfa.code } : {}) }),
  });
  const body = (await res.json()) as { session?: string; challenge_id?: string; phone?: string; error?: string };
  if (body.session) return { kind: 'ok', session: body.session };
  if (body.challenge_id) return { kind: 'mfa_required', challengeId: body.challenge_id, maskedPhone: body.phone ?? '' };
  return { kind: 'denied', reason: body.error ?? `status ${res.status}` };
}

export async function checkEligibility(payerId: string, session: string, memberId: string): Promise<Eligibility> {
  const res = await fetch(`${gatewayFor(payerId)}/eligibility/${encodeURIComponent(memberId)}`, {
    headers: { authorization: `Session ${session}` },
  });
  if (!res.ok) throw new Error(`eligibility lookup failed: ${res.status}`);
  return (await res.json()) as Eligibility;
}
