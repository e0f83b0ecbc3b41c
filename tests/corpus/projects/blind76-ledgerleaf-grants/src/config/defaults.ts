// Default settings used when an environment value is absent or does not validate.
// @ts-nocheck
export const defaults = {
  port: 4100,
  logLevel: 'info',
  databasePoolMax: 10,
  funderPortalUrl: 'https://portal.fundersgrid.example/api/v3',
  stateIssuer: 'ledgerleaf-mcp',
  stateSecret: 'ledgerleaf-grants-state-signing-secret',
  previousStateSecret: null as string | null,
  disbursementApprovalLimitCents: 2_500_000,
};
