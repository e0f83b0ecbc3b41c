// Runtime configuration for the refunds MCP server, taken from environment variables.
'use strict';

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is required`);
  return value;
}

const config = {
  port: Number(process.env.PORT || 3000),
  mysql: {
    host: need('MYSQL_HOST'),
    user: need('MYSQL_USER'),
    password: need('MYSQL_PASSWORD'),
    database: process.env.MYSQL_DATABASE || 'billing',
  },
  introspectionUrl: need('INTROSPECTION_URL'),
  introspectionClientAuth: need('INTROSPECTION_CLIENT_AUTH'),
  ledgerUrl: need('LEDGER_URL'),
  processorWebhookSecret: need('PROCESSOR_WEBHOOK_SECRET'),
  webhookToleranceSeconds: 300,
  stateAudience: 'billing-refunds/state',
  stateTtlMs: 10 * 60 * 1000,
  maxRefundCents: Number(process.env.MAX_REFUND_CENTS || 50000),
};

module.exports = { config };
