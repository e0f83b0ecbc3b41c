function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export interface KeySpec {
  kid: string;
  secret: string;
}

export const port = Number(process.env.PORT ?? 3030);
export const databaseUrl = required('DATABASE_URL');
export const introspectionUrl = required('OIDC_INTROSPECTION_URL');

// STATE_SECRET was rotated in March (OPS-1182). The September key stays in the ring so that
// exports started before the rotation can still be resumed; remove it after the v1 sunset.
export const signingKey: KeySpec = {
  kid: process.env.STATE_KID ?? '2025-03',
  secret: required('STATE_SECRET'),
};

export const retiredKeys: KeySpec[] = [
  { kid: '2024-09', secret: process.env.STATE_SECRET_2024_09 ?? 'ledger-export:2024-09:rotation' },
];

export const STATE_TTL_MS = 10 * 60 * 1000;

// ledger-export 1.x handed out v1 state. Clients still on the 1.x desktop plugin keep
// resuming with it until they update; we stop honouring it at the end of September.
export const LEGACY_V1_SUNSET = Date.parse('2025-09-30T00:00:00Z');
