// HarborPay client: creates and captures payment intents for charter holds.
// @ts-nocheck
import { config } from '../config.js';
import { requestJson } from '../lib/http.js';

const headers = {
  authorization: `Bearer ${config.harborPay.apiKey}`,
  'content-type': 'application/json',
};

export async function createIntent(memberId: string, amountCents: number, reference: string) {
  const intent = await requestJson(`${config.harborPay.url}/v2/intents`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `hold-${reference}` },
    body: JSON.stringify({ amount: amountCents, currency: 'usd', customer: memberId, reference }),
  });
  return { id: intent.id as string, confirmToken: intent.confirm_token as string };
}

export async function captureIntent(intentId: string, confirmToken: string) {
  const captured = await requestJson(`${config.harborPay.url}/v2/intents/${encodeURIComponent(intentId)}/capture`, {
    method: 'POST',
    headers: { ...headers, 'x-intent-token': confirmToken },
    body: '{}',
  });
  return { paymentId: captured.payment_id as string, status: captured.status as string };
}
