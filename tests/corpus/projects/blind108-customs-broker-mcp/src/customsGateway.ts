// Client for the national customs gateway: tariff lookups, classification hints and declaration lodging.
// @ts-nocheck
import { config } from './config.js';

async function gateway(path, init = {}) {
  const res = await fetch(new URL(path, config.gateway.baseUrl), {
    ...init,
    headers: {
      authorization: `ApiKey ${config.gateway.apiKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
      ...init.headers,
    },
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`customs gateway ${path}: ${res.status} ${body.message ?? ''}`.trim());
  return body;
}

export function classificationHints({ description, material, use, origin }) {
  return gateway('/v3/classification/hints', {
    method: 'POST',
    body: JSON.stringify({ description, material, intendedUse: use, originCountry: origin }),
  });
}

export function estimateDuties({ lines, origin, procedureCode, incoterm }) {
  return gateway('/v3/duties/estimate', {
    method: 'POST',
    body: JSON.stringify({ lines, originCountry: origin, procedureCode, incoterm }),
  });
}

export function lodgeDeclaration(declaration) {
  return gateway('/v3/declarations', {
    method: 'POST',
    body: JSON.stringify({ ...declaration, declarant: config.gateway.declarantEori }),
  });
}
