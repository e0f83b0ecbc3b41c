'use strict';

function required(name) {
  var value = process.env[name];
  if (!value) throw new Error('Missing app setting ' + name);
  return value;
}

module.exports = {
  databaseUrl: required('BILLING_DATABASE_URL'),
  keyVaultUrl: required('KEY_VAULT_URL'),
  // Slot-specific setting; WEBSITE_SITE_NAME keeps staging slots working before the key is provisioned.
  stateKey: process.env.BILLING_STATE_KEY || process.env.WEBSITE_SITE_NAME,
  exportStateSecret: required('EXPORT_STATE_SECRET'),
  // Finance approvers often step away to check the invoice in the ERP before confirming.
  confirmationTtlMs: 45 * 60 * 1000, // expect-todo: require-state-binding
  processorBaseUrl: process.env.PROCESSOR_BASE_URL || 'https://api.processor.example.com'
};
