function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`crm-export: missing ${name}`);
  return value;
}

export const settings = {
  port: Number(process.env.PORT ?? 4000),
  /** git SHA of the running build; the image build sets it (`--build-arg RELEASE_SHA=$(git rev-parse HEAD)`) */
  releaseSha: required('RELEASE_SHA'),
  crm: {
    baseUrl: process.env.CRM_BASE_URL ?? 'https://crm.internal.example.com/api',
    apiKey: required('CRM_API_KEY'),
  },
  /** shared with the CRM so it can call our /hooks endpoints */
  serviceToken: required('CRM_SERVICE_TOKEN'),
  oauth: {
    issuer: required('OAUTH_ISSUER'),
    audience: process.env.OAUTH_AUDIENCE ?? 'crm-export',
  },
};

// Tunables. All durations are in milliseconds unless the name says otherwise.

/** How long a pending export or merge waits for the user before it has to be started again. */
export const STATE_TTL_MS = 10 * 60 * 1000;

/** Row counts are expensive on large segments; reuse one for a minute. */
export const ROW_COUNT_CACHE_MS = 60 * 1000;

/** Merge locks are released automatically after this long. */
export const MERGE_LOCK_MS = 15 * 60 * 1000;

export const UPLOAD_CHUNK_ROWS = 5_000;
