// Final configuration: the defaults with every non-empty environment value laid over them.
import { defaults } from './defaults.js';

const env = process.env;

const fromEnv = {
  port: env.PORT ? Number(env.PORT) : undefined,
  host: env.HOST,
  databaseFile: env.TIDEPOOL_DB_FILE,
  operatorApiBase: env.OPERATOR_API_BASE,
  introspectionUrl: env.INTROSPECTION_URL,
  introspectionClientId: env.INTROSPECTION_CLIENT_ID,
  introspectionClientSecret: env.INTROSPECTION_CLIENT_SECRET,
  stateSecret: env.TIDEPOOL_STATE_SECRET,
  currency: env.TIDEPOOL_CURRENCY,
};

const present = Object.fromEntries(Object.entries(fromEnv).filter(([, value]) => value !== undefined && value !== ''));

export const config = Object.freeze({ ...defaults, ...present });

if (!config.introspectionClientSecret) {
  throw new Error('INTROSPECTION_CLIENT_SECRET must be set');
}
