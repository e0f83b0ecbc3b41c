/**
 * config/custom.js
 *
 * Custom, app-specific settings (the Sails convention). Values are read once at
 * boot; app.js loads .env / .env.<NODE_ENV> / .env.local through dotenv-flow
 * before this file is required.
 */
module.exports = {
  deploymentName: process.env.DEPLOYMENT_NAME || 'helpdesk-eu1',

  // Agents hop between tickets; give them the afternoon to come back to a half-finished escalation.
  resumeWindowSeconds: Number(process.env.RESUME_WINDOW_SECONDS) || 4 * 60 * 60, // expect-todo: require-state-binding

  vendorDesk: {
    baseUrl: process.env.VENDOR_DESK_URL || 'https://vendor-desk.example.net/api',
    timeoutMs: 10_000,
  },

  amqp: {
    url: process.env.AMQP_URL || 'amqp://guest:guest@localhost:5672',
    reportsQueue: 'helpdesk.report-exports',
    prefetch: 4,
  },

  reports: {
    formats: ['csv', 'xlsx', 'pdf'],
    maxRangeDays: 92,
  },
};
