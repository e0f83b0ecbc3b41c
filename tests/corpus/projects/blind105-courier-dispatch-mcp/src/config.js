// Reads and validates the environment for the courier dispatch MCP server using a Ramda applySpec.
import * as R from 'ramda';

const required = (name) => (env) => {
  const value = env[name];
  if (value === undefined || value === '') throw new Error(`missing environment variable ${name}`);
  return value;
};

const asStateKey = (raw) => {
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('DISPATCH_STATE_KEY must decode to at least 32 bytes');
  return key;
};

export const loadConfig = (env = process.env) =>
  Object.freeze(
    R.applySpec({
      port: R.pipe(R.propOr('3000', 'PORT'), Number),
      mysqlUrl: required('MYSQL_URL'),
      routingUrl: required('ROUTING_API_URL'),
      routingApiKey: required('ROUTING_API_KEY'),
      jwksUrl: required('AUTH_JWKS_URL'),
      issuer: required('AUTH_ISSUER'),
      audience: R.propOr('courier-dispatch', 'AUTH_AUDIENCE'),
      stateKey: R.pipe(required('DISPATCH_STATE_KEY'), asStateKey),
      stateTtlSeconds: R.always(600),
    })(env),
  );
