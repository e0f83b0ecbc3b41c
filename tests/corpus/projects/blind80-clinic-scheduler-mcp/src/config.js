// Reads clinic-scheduler settings from the process environment.
'use strict';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is required`);
  return value;
}

function loadConfig() {
  return {
    port: Number(process.env.PORT || 3030),
    region: process.env.CLINIC_REGION || 'eu-west',
    databaseUrl: required('DATABASE_URL'),
    issuer: required('AUTH_ISSUER'),
    audience: process.env.AUTH_AUDIENCE || 'clinic-scheduler',
    smsBaseUrl: process.env.SMS_BASE_URL || 'https://sms.clinic-notify.net/v1',
    smsApiKey: required('SMS_API_KEY'),
    stateTtlSeconds: 600,
    slotSearchDays: Number(process.env.SLOT_SEARCH_DAYS || 14),
  };
}

module.exports = { loadConfig };
