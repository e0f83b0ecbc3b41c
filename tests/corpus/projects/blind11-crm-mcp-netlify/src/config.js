'use strict';

/** Everything environment-specific lives here; Netlify injects the variables at deploy time. */
module.exports = {
  crmApiUrl: process.env.CRM_API_URL || 'https://crm.internal.example.com/api/v3',
  crmServiceToken: process.env.CRM_SERVICE_TOKEN,
  apiKeyPepper: process.env.API_KEY_PEPPER,
  state: {
    secret: process.env.STATE_JWT_SECRET,
    expiresIn: '5m',
    issuer: 'crm-mcp',
  },
};
