// Loads the permit desk settings from the environment into one frozen object.
'use strict';

const need = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`missing environment variable ${name}`);
  return value;
};

const loadConfig = () =>
  Object.freeze({
    port: Number(process.env.PORT || 7410),
    deployment: process.env.DEPLOYMENT || 'production',
    portalBaseUrl: need('PORTAL_BASE_URL'),
    portalClientId: need('PORTAL_CLIENT_ID'),
    portalClientSecret: need('PORTAL_CLIENT_SECRET'),
    introspectionUrl: need('OIDC_INTROSPECTION_URL'),
    introspectionClientId: need('OIDC_CLIENT_ID'),
    introspectionClientSecret: need('OIDC_CLIENT_SECRET'),
    draftCipherKeyHex: need('DRAFT_CIPHER_KEY'),
    inspectionLeadDays: Number(process.env.INSPECTION_LEAD_DAYS || 2),
  });

module.exports = { loadConfig };
