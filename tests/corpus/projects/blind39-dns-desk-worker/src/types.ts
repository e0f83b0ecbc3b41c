import type { AuthInfo } from '@modelcontextprotocol/server';
import type { PendingConfirmations } from './state/pending';

export interface Bindings {
  /**
   * JSON array of base64 keys, newest first: `["<32+ random bytes, base64>", "<previous>"]`.
   * The first one signs, all of them verify, so a rotation never breaks a cursor in flight.
   */
  STATE_HMAC_KEYS: string;
  CF_API_TOKEN: string;
  /** the shared secret Cloudflare Notifications sends in `cf-webhook-auth` */
  NOTIFY_WEBHOOK_SECRET: string;
  API_KEYS: KVNamespace;
  ALERTS: KVNamespace;
  PENDING: DurableObjectNamespace<PendingConfirmations>;
}

export type AppEnv = {
  Bindings: Bindings;
  Variables: { authInfo: AuthInfo };
};
