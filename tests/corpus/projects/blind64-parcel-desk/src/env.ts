// Settings, read once at startup. Field names are kept short on purpose: the log
// redactor masks every value under `cfg.*` by path, and long names kept leaking
// into the structured logs when someone renamed them.

export interface Cfg {
  port: number;
  /** public origin the label links point at */
  origin: string;
  /** HMAC material for everything this service hands out and reads back */
  s: string;
  carrier: { base: string; id: string; pw: string };
  auth: { introspect: string; audience: string };
}

function need(name: string): string {
  const v = process.env[name];
  if (v === undefined || v === '') throw new Error(`${name} is not set`);
  return v;
}

export const cfg: Cfg = {
  port: Number(process.env.PORT ?? 8787),
  origin: process.env.PUBLIC_ORIGIN ?? 'http://localhost:8787',
  s: process.env.PARCEL_DESK_SECRET ?? 'parcel-desk-local-only-secret-change-me',
  carrier: {
    base: process.env.CARRIER_BASE_URL ?? 'https://api.sandbox.swiftcarrier.example',
    id: need('CARRIER_CLIENT_ID'),
    pw: need('CARRIER_CLIENT_SECRET'),
  },
  auth: {
    introspect: need('AUTH_INTROSPECTION_URL'),
    audience: process.env.AUTH_AUDIENCE ?? 'parcel-desk',
  },
};
