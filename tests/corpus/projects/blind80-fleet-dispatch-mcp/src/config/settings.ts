// Typed settings for fleet-dispatch, read once from the environment at startup.
// @ts-nocheck
export interface Settings {
  port: number;
  databaseUrl: string;
  jwtIssuer: string;
  jwtAudience: string;
  stateKey: Uint8Array;
  telematicsBaseUrl: string;
  depotBridgeUrl: string;
  exportBucketUrl: string;
}

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function readSettings(): Settings {
  const stateKey = Buffer.from(need('FLEET_STATE_KEY'), 'base64');
  if (stateKey.length < 32) {
    throw new Error('FLEET_STATE_KEY must decode to at least 32 bytes');
  }
  return {
    port: Number(process.env.PORT ?? 8080),
    databaseUrl: need('DATABASE_URL'),
    jwtIssuer: need('JWT_ISSUER'),
    jwtAudience: process.env.JWT_AUDIENCE ?? 'fleet-dispatch',
    stateKey: new Uint8Array(stateKey),
    telematicsBaseUrl: process.env.TELEMATICS_BASE_URL ?? 'https://api.trackwise.io/v3',
    depotBridgeUrl: need('DEPOT_BRIDGE_URL'),
    exportBucketUrl: need('EXPORT_BUCKET_URL'),
  };
}
