// Reads the inventory server's environment into one config object, failing fast on anything missing or malformed.
// @ts-nocheck
import { ok, fail, pipe, map, andThen } from './lib/result.js';
import { decodeMasterKey, deriveStateKey } from './keys.js';

const REQUIRED = [
  ['wmsBaseUrl', 'WMS_BASE_URL'],
  ['wmsServiceToken', 'WMS_SERVICE_TOKEN'],
  ['jwksUrl', 'AUTH_JWKS_URL'],
  ['issuer', 'AUTH_ISSUER'],
] as const;

const readRequired = (env) =>
  REQUIRED.reduce(
    (acc, [field, name]) => andThen((found) => (env[name] ? ok({ ...found, [field]: env[name] }) : fail(`missing ${name}`)))(acc),
    ok({}),
  );

export const loadConfig = (env = process.env) =>
  pipe(
    readRequired(env),
    andThen((base) =>
      pipe(
        decodeMasterKey(env.HARBOR_MASTER_KEY),
        map((master) => ({
          ...base,
          port: Number(env.PORT ?? 8090),
          audience: env.AUTH_AUDIENCE ?? 'harbor-inventory',
          stateKey: deriveStateKey(master),
          stateTtlSeconds: 300,
        })),
      ),
    ),
  );
