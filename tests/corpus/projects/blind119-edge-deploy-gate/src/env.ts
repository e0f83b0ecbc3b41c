// Declares the Worker environment bindings and picks the secret used to sign requestState.
// @ts-nocheck
export interface Env {
  ENVIRONMENT: string;
  RELEASES_API: string;
  RELEASES_API_TOKEN: string;
  CF_ZONE_TOKEN: string;
  INTROSPECTION_URL: string;
  STATE_SIGNING_SECRET?: string;
}

/**
 * Secret used to sign requestState between rounds. Preview deployments
 * don't get the secret bound, so fall back to something stable per env.
 */
export function stateSecret(env: Env): string {
  return env.STATE_SIGNING_SECRET || `edge-deploy-gate:${env.ENVIRONMENT}:state`;
}
