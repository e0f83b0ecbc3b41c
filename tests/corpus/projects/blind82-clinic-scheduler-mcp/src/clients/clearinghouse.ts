// Client for the claims clearinghouse's real-time eligibility (270/271) JSON API.
// @ts-nocheck
import { config } from '../config.js';

export interface EligibilityQuery {
  providerNpi: string;
  payerId: string;
  memberId: string;
  dateOfBirth: string;
  serviceDate: string;
}

export async function checkEligibility(apiKey: string, query: EligibilityQuery) {
  const res = await fetch(new URL('/eligibility/v1/inquiries', config.clearinghouseUrl), {
    method: 'POST',
    headers: {
      'x-api-key': apiKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({
      provider: { npi: query.providerNpi },
      payer: { id: query.payerId },
      subscriber: { memberId: query.memberId, dateOfBirth: query.dateOfBirth },
      encounter: { dateOfService: query.serviceDate, serviceTypeCodes: ['30'] },
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`clearinghouse answered ${res.status}`);
  const body = await res.json();
  return {
    active: body.coverageStatus === 'active',
    planName: body.plan?.name,
    copayCents: body.benefits?.copay ? Math.round(Number(body.benefits.copay) * 100) : undefined,
    traceId: body.traceId,
  };
}
