// Typed access to environment configuration for the invoice approvals service.
// @ts-nocheck
import { Injectable } from '@nestjs/common';

function required(name: string): string {
  const value = process.env[name];
  if (!value || value.trim() === '') {
    throw new Error(`missing required environment variable ${name}`);
  }
  return value;
}

@Injectable()
export class AppConfigService {
  readonly port = Number(process.env.PORT ?? 3000);
  readonly databaseUrl = required('DATABASE_URL');
  readonly paymentsBaseUrl = process.env.PAYMENTS_BASE_URL ?? 'http://payments.internal:8080';
  readonly tokenExchangeUrl = process.env.TOKEN_EXCHANGE_URL ?? 'https://sso.internal/oauth2/token';
  readonly introspectionUrl = required('OAUTH_INTROSPECTION_URL');
  readonly oauthClientId = required('OAUTH_CLIENT_ID');
  readonly oauthClientSecret = required('OAUTH_CLIENT_SECRET');
  readonly internalServiceToken = process.env.INTERNAL_SERVICE_TOKEN;
  readonly stateKey = Buffer.from(process.env.MCP_STATE_KEY ?? 'invoice-approvals-local-state-key', 'utf8');
  readonly approvalLimitCents = Number(process.env.APPROVAL_LIMIT_CENTS ?? 5_000_000);
  readonly requiredScope = process.env.REQUIRED_SCOPE ?? 'ap.invoices';
}
