import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`desk-assist: missing ${name}`);
  return value;
}

export const settings = {
  port: Number(process.env.PORT ?? 8080),
  publicUrl: process.env.DESK_ASSIST_PUBLIC_URL ?? 'http://localhost:8080',

  idpIssuer: required('DESK_IDP_ISSUER'),
  idpAudience: process.env.DESK_IDP_AUDIENCE ?? 'desk-assist',

  deskBaseUrl: required('DESK_BASE_URL'),
  deskTokenExchangeUrl: required('DESK_TOKEN_EXCHANGE_URL'),
  deskClientId: required('DESK_CLIENT_ID'),
  deskClientSecret: required('DESK_CLIENT_SECRET'),
  /** Service account used for read-only reporting across queues. */
  deskServiceToken: required('DESK_SERVICE_TOKEN'),
  deskWebhookSecret: required('DESK_WEBHOOK_SECRET'),

  // Resume tokens only have to survive between two rounds of one conversation.
  // Until ops provisions DESK_RESUME_SECRET everywhere, derive a stable one per box.
  resumeSecret: process.env.DESK_RESUME_SECRET ?? createHash('sha256').update(`desk-assist:${hostname()}`).digest('hex'),
};
