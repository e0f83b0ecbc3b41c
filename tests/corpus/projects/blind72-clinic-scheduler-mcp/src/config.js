// Scheduler settings, read once from the environment at start-up.

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 3000),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  mysqlUrl: required('MYSQL_URL'),
  oidc: Object.freeze({
    issuer: required('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'clinic-scheduler',
    jwksUrl: required('OIDC_JWKS_URL'),
  }),
  clearinghouse: Object.freeze({
    baseUrl: process.env.CLEARINGHOUSE_URL ?? 'https://api.claimbridge.example/v2',
    submitterId: required('CLEARINGHOUSE_SUBMITTER_ID'),
    apiKey: required('CLEARINGHOUSE_API_KEY'),
  }),
  slotsPerOffer: Number(process.env.SLOTS_PER_OFFER ?? 5),
});
