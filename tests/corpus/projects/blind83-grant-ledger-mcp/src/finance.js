// Client for the university finance system that reviews budget amendments and withdrawals.
import { config } from './config.js';

async function finance(method, path, body) {
  const res = await fetch(`${config.financeApiBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.financeServiceToken}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`finance ${method} ${path} failed with ${res.status}`);
  return res.json();
}

export function submitAmendment({ reference, grantCode, lineItem, deltaCents, justification }) {
  return finance('POST', '/v2/amendments', { reference, grantCode, lineItem, deltaCents, justification });
}

export function amendmentDecision(reference) {
  return finance('GET', `/v2/amendments/${encodeURIComponent(reference)}`);
}

export function releaseCommitments(grantCode, applicationRef) {
  return finance('POST', `/v2/grants/${encodeURIComponent(grantCode)}/release`, { applicationRef });
}
