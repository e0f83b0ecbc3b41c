// Settings for development, staging and production, selected by NODE_ENV.
'use strict';

module.exports = {
  development: {
    port: 3030,
    fhirBaseUrl: 'http://localhost:8080/fhir',
    fhirTokenUrl: 'http://localhost:8080/oauth/token',
    issuer: 'http://localhost:8081/realms/clinic',
    audience: 'clinic-mcp',
    db: { host: 'localhost', user: 'clinic', password: 'clinic', database: 'clinic_dev' },
    auth: { devBypass: true },
    features: { telehealthSlots: true, waitlist: true },
  },

  staging: {
    port: 8080,
    fhirBaseUrl: 'https://fhir.staging.northbay-clinics.internal/fhir',
    fhirTokenUrl: 'https://fhir.staging.northbay-clinics.internal/oauth/token',
    issuer: 'https://login.staging.northbay-clinics.org/realms/clinic',
    audience: 'clinic-mcp',
    auth: { devBypass: false },
    features: { telehealthSlots: true, waitlist: true },
  },

  production: {
    port: 8080,
    fhirBaseUrl: 'https://fhir.northbay-clinics.internal/fhir',
    fhirTokenUrl: 'https://fhir.northbay-clinics.internal/oauth/token',
    issuer: 'https://login.northbay-clinics.org/realms/clinic',
    audience: 'clinic-mcp',
    auth: { devBypass: false },
    features: { telehealthSlots: false, waitlist: true },
  },
};
