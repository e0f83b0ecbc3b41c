import * as R from 'ramda';

const MIN_KEY_BYTES = 32;

const decodeKey = R.curry((name, value) => {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`${name} must decode to at least ${MIN_KEY_BYTES} bytes (openssl rand -base64 32)`);
  }
  return bytes;
});

const fromEnv = (name) => R.pipe(R.prop(name), R.unless(R.isNil, decodeKey(name)))(process.env);

const current = fromEnv('CATALOG_STATE_KEY');
if (current === undefined) throw new Error('CATALOG_STATE_KEY is not set');

// The first key signs; the previous one (during a rotation) only opens what it sealed.
export const stateKeys = R.reject(R.isNil, [current, fromEnv('CATALOG_STATE_KEY_PREVIOUS')]);
