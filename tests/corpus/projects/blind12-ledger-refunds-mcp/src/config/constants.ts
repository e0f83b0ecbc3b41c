export const SERVER_NAME = 'ledger-refunds';
export const SERVER_VERSION = '0.9.2';

/** How long a confirmation / wizard step may stay open in the client. */
export const STATE_TTL_MS = 60 * 60 * 1000;

export const MAX_EXPORT_DAYS = 366;
export const HTTP_PORT = Number(process.env.PORT ?? 4100);
export const OIDC_ISSUER = process.env.OIDC_ISSUER ?? 'https://login.ledger.internal/';
export const OIDC_AUDIENCE = 'ledger-refunds-mcp';
