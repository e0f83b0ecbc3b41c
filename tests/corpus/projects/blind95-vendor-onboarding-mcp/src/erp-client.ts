// HTTP client for the ERP supplier API; calls run with a token exchanged for the acting user.
// @ts-nocheck
export class ErpClient {
  constructor(private readonly cfg) {}

  async exchangeToken(subjectToken: string): Promise<string> {
    const res = await fetch(this.cfg.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token: subjectToken,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        audience: 'erp-supplier-api',
        client_id: this.cfg.clientId,
        client_secret: this.cfg.clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`ERP token exchange failed: HTTP ${res.status}`);
    const body = await res.json();
    return body.access_token;
  }

  private async call(token: string, method: string, path: string, payload?: unknown) {
    const res = await fetch(`${this.cfg.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    if (!res.ok) throw new Error(`ERP ${method} ${path} failed: HTTP ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  }

  createSupplier(token: string, draft) {
    return this.call(token, 'POST', '/suppliers', {
      name: draft.legalName,
      taxRegistration: draft.taxId,
      countryCode: draft.country,
      email: draft.contactEmail,
      paymentTerms: `NET${draft.paymentTermsDays}`,
      currency: draft.currency,
    });
  }

  replaceBankAccount(token: string, supplierId: string, account) {
    return this.call(token, 'PUT', `/suppliers/${encodeURIComponent(supplierId)}/bank-account`, account);
  }
}
