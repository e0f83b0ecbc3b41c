// Northbank corporate API client: OAuth client-credentials session and payment batch submission.
const axios = require('axios');
const { config } = require('./config');

const http = axios.create({ baseURL: config.bank.baseUrl, timeout: 10000 });

async function openPaymentSession(companyBankRef) {
  const { data } = await http.post(
    '/oauth/token',
    new URLSearchParams({ grant_type: 'client_credentials', scope: `payments:${companyBankRef}` }),
    { auth: { username: config.bank.clientId, password: config.bank.clientSecret } },
  );
  return { accessToken: data.access_token, expiresIn: data.expires_in };
}

async function submitBatch(accessToken, { reference, debtorAccount, payments }) {
  const { data } = await http.post(
    '/payment-batches',
    { reference, debtorAccount, payments },
    { headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': reference } },
  );
  return data;
}

module.exports = { openPaymentSession, submitBatch };
