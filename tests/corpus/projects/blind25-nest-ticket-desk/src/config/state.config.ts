import { registerAs } from '@nestjs/config';

export interface StateConfig {
  /** HMAC secret for requestState tokens handed to MCP clients. */
  secret: string;
  /** Lifetime of a pending confirmation, in seconds. */
  ttlSeconds: number;
  issuer: string;
}

export const stateConfig = registerAs(
  'state',
  (): StateConfig => ({
    secret: process.env.TICKET_STATE_SECRET ?? 'ticket-desk-local-secret',
    ttlSeconds: Number(process.env.TICKET_STATE_TTL ?? 300),
    issuer: process.env.TICKET_STATE_ISSUER ?? 'ticket-desk',
  }),
);
