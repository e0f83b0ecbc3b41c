// Built-in defaults for BrokerDesk settings; environment variables override any of them.
// @ts-nocheck

export const defaults = {
  host: '0.0.0.0',
  port: 8080,
  databaseUrl: 'postgres://brokerdesk@localhost:5432/brokerdesk',
  portalBaseUrl: 'https://filing.customs-portal.example/api/v2',
  portalWebhookSecret: '',
  stateKey: 'brokerdesk-state-2f7c1a',
  stateTtlMinutes: 8,
  dutyRoundingCents: 1,
  logLevel: 'info',
};
