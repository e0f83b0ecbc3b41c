// Environment-driven configuration for the payroll bridge.
const num = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));

export const config = {
  port: num(process.env.PORT, 3400),
  databaseUrl: process.env.DATABASE_URL || 'postgres://payroll_bridge@localhost:5432/payroll_bridge',
  payrollApiBase: process.env.PAYROLL_API_BASE || 'https://api.payroll-provider.example/v2',
  timesheetServiceUrl: process.env.TIMESHEET_SERVICE_URL || 'http://timesheets.internal:8080',
  oidc: {
    introspectionUrl: process.env.OIDC_INTROSPECTION_URL,
    clientId: process.env.OIDC_CLIENT_ID,
    clientSecret: process.env.OIDC_CLIENT_SECRET,
    requiredScope: process.env.OIDC_REQUIRED_SCOPE || 'payroll.bridge',
  },
  stateSecret: process.env.PAYROLL_STATE_SECRET,
  stateTtlMs: 10 * 60 * 1000,
  requestTimeoutMs: num(process.env.UPSTREAM_TIMEOUT_MS, 20_000),
};

for (const key of ['introspectionUrl', 'clientId', 'clientSecret']) {
  if (!config.oidc[key]) {
    throw new Error(`OIDC ${key} is not configured`);
  }
}
