import type { Env } from '../env';

export async function listPlans(env: Env, payerId: string): Promise<{ code: string; name: string }[]> {
  const res = await fetch(`${env.PAYER_GATEWAY_URL}/payers/${encodeURIComponent(payerId)}/plans`);
  if (!res.ok) throw new Error(`payer gateway: ${res.status}`);
  return res.json();
}

export async function checkEligibility(
  env: Env,
  req: { payerId: string; memberId: string; planCode: string; login: { user: string; password: string } },
): Promise<{ eligible: boolean; copay?: string; reason?: string }> {
  const res = await fetch(`${env.PAYER_GATEWAY_URL}/eligibility`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(req),
  });
  if (!res.ok) throw new Error(`payer gateway: ${res.status}`);
  return res.json();
}
