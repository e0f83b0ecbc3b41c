// Client for the clinic notification service, which sends SMS and e-mail messages to patients.
'use strict';

class NotifyClient {
  constructor(baseUrl, apiKey) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.apiKey = apiKey;
  }

  async send(patientId, template, data) {
    const res = await fetch(`${this.baseUrl}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
      body: JSON.stringify({ patient_id: patientId, template, data }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`notify service answered ${res.status}`);
    return res.json();
  }
}

module.exports = { NotifyClient };
