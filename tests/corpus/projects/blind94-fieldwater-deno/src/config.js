// Reads FieldWater server settings from the Deno environment.
import pkg from '../package.json' with { type: 'json' };

function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`environment variable ${name} is required`);
  return value;
}

export function loadConfig() {
  const env = Deno.env.toObject();
  return {
    serviceName: pkg.name,
    serviceVersion: pkg.version,
    port: Number(env.PORT ?? 8787),
    controllerUrl: required(env, 'FIELDWATER_CONTROLLER_URL').replace(/\/+$/, ''),
    controllerKey: required(env, 'FIELDWATER_CONTROLLER_KEY'),
    identityUrl: required(env, 'FIELDWATER_IDENTITY_URL'),
    kvPath: env.FIELDWATER_KV_PATH,
    stateSeed: env.FIELDWATER_STATE_SEED ?? `${pkg.name}:${Deno.hostname()}:${Deno.pid}`,
    stateTtlSeconds: 300,
    maxFlushSeconds: Number(env.FIELDWATER_MAX_FLUSH_SECONDS ?? 900),
  };
}
