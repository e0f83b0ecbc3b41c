// Client for the e-signature provider, authenticated with the desk's own client-credentials token held in memory.
// @ts-nocheck
export function createEsignClient(cfg) {
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
    const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
    const res = await fetch(`${cfg.authUrl}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'signature' }),
    });
    if (!res.ok) throw new Error(`e-sign token request failed: HTTP ${res.status}`);
    const body = await res.json();
    cached = { token: body.access_token, expiresAt: Date.now() + Number(body.expires_in) * 1000 };
    return cached.token;
  }

  async function call(method: string, path: string, payload?: unknown) {
    const res = await fetch(`${cfg.baseUrl}/accounts/${cfg.accountId}${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    if (!res.ok) throw new Error(`e-sign ${method} ${path}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  }

  return {
    createEnvelope({ title, documentBase64, signer, signingOrder, requireAccessCode, reminderDays, sender }) {
      return call('POST', '/envelopes', {
        emailSubject: `Please sign: ${title}`,
        status: 'sent',
        documents: [{ documentId: '1', name: `${title}.pdf`, documentBase64 }],
        recipients: {
          signers: [
            {
              recipientId: '1',
              routingOrder: '1',
              name: signer.name,
              email: signer.email,
              smsAuthentication: requireAccessCode ? { senderProvidedNumbers: [signer.phone].filter(Boolean) } : undefined,
            },
            ...(signingOrder === 'sequential'
              ? [{ recipientId: '2', routingOrder: '2', name: sender.name, email: sender.email }]
              : []),
          ],
        },
        notification: { reminders: { reminderEnabled: 'true', reminderDelay: String(reminderDays) } },
      });
    },

    getEnvelope(envelopeId: string) {
      return call('GET', `/envelopes/${encodeURIComponent(envelopeId)}`);
    },

    voidEnvelope(envelopeId: string, reason: string) {
      return call('PUT', `/envelopes/${encodeURIComponent(envelopeId)}`, { status: 'voided', voidedReason: reason });
    },
  };
}
