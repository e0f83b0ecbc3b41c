export interface Env {
  API_TOKENS: KVNamespace;
  HOLDS: KVNamespace;
  HOST_API_BASE: string;
  HOST_API_KEY: string;
  STATE_SIGNING_KEY?: string;
}
