// Per-environment defaults for the support-desk server (local, staging, production).
// @ts-nocheck

export const profiles = {
  local: {
    port: 7410,
    helpdeskBaseUrl: 'http://localhost:7500',
    idpUserinfoUrl: 'http://localhost:7600/userinfo',
    allowDevAuth: true,
    flagDefaults: { mergeTickets: true, bulkClose: true, draftReplies: true, confirmDestructive: false },
  },
  staging: {
    port: 8080,
    helpdeskBaseUrl: 'https://acme-sandbox.tessera-helpdesk.com',
    idpUserinfoUrl: 'https://id.staging.acme-support.net/oauth2/userinfo',
    allowDevAuth: false,
    flagDefaults: { mergeTickets: true, bulkClose: true, draftReplies: true, confirmDestructive: true },
  },
  production: {
    port: 8080,
    helpdeskBaseUrl: 'https://acme.tessera-helpdesk.com',
    idpUserinfoUrl: 'https://id.acme-support.net/oauth2/userinfo',
    allowDevAuth: false,
    flagDefaults: { mergeTickets: true, bulkClose: false, draftReplies: true, confirmDestructive: true },
  },
};

// flags that an environment variable may not switch away from the profile value
export const lockedFlags = {
  production: ['confirmDestructive'],
  staging: ['confirmDestructive'],
  local: [],
};
