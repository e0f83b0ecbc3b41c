// Sends patient SMS notifications through the clinic's SMS provider.
'use strict';

class Notifier {
  constructor({ config }) {
    this.baseUrl = config.smsBaseUrl;
    this.apiKey = config.smsApiKey;
  }

  async sms(to, body) {
    if (!to) return { skipped: true };
    const res = await fetch(`${this.baseUrl}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
      body: JSON.stringify({ to, body, sender: 'CLINIC' }),
    });
    if (!res.ok) {
      console.warn(`[sms] provider answered ${res.status}`);
      return { skipped: false, delivered: false };
    }
    return { skipped: false, delivered: true };
  }
}

module.exports = { Notifier };
