// Client for the payments service: issues refunds with the service API key, which stays inside this process.
import config from './config.js';

function PaymentsClient(options) {
  this.baseUrl = options.baseUrl.replace(/\/$/, '');
  this.apiKey = options.apiKey;
  this.timeoutMs = options.timeoutMs;
}

PaymentsClient.prototype._post = function (path, body, idempotencyKey) {
  return fetch(this.baseUrl + path, {
    method: 'POST',
    headers: {
      authorization: 'Bearer ' + this.apiKey,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(this.timeoutMs)
  }).then(function (res) {
    return res.json().then(function (data) {
      if (!res.ok) {
        var err = new Error('payments ' + path + ' answered ' + res.status + ': ' + (data.error && data.error.message || 'unknown'));
        err.status = res.status;
        throw err;
      }
      return data;
    });
  });
};

PaymentsClient.prototype.refund = function (paymentRef, amountCents, idempotencyKey, reason) {
  return this._post('/refunds', { payment: paymentRef, amount: amountCents, currency: 'eur', reason: reason }, idempotencyKey)
    .then(function (data) {
      return { reference: data.id, status: data.status };
    });
};

export default new PaymentsClient(config.payments);
