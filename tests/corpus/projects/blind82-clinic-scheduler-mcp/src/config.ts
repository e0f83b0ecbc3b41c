// Configuration for the clinic scheduler, taken from the environment.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3030),
  awsRegion: process.env.AWS_REGION ?? 'eu-central-1',
  stateSecretId: required('STATE_KEY_SECRET_ID'),
  databaseUrl: required('SCHEDULER_DATABASE_URL'),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    jwksUri: required('OIDC_JWKS_URI'),
    audience: process.env.OIDC_AUDIENCE ?? 'clinic-scheduler',
  },
  clearinghouseUrl: required('CLEARINGHOUSE_API_URL'),
};
