// Client for the ERP vendor-master API; every call is made with the acting user's access token.
// @ts-nocheck

export class ErpError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export function erpClient(baseUrl: string) {
  async function call(path: string, token: string, init: RequestInit = {}) {
    const res = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(init.headers ?? {}),
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new ErpError(`ERP ${init.method ?? 'GET'} ${path} -> ${res.status} ${text.slice(0, 200)}`, res.status);
    }
    return res.status === 204 ? null : res.json();
  }

  return {
    async checkIban(iban: string, token: string) {
      const body = await call('/banking/iban-checks', token, { method: 'POST', body: JSON.stringify({ iban }) });
      return { valid: Boolean(body?.valid), bankName: body?.bank_name as string | undefined, bic: body?.bic as string | undefined };
    },

    async createVendor(record: Record<string, unknown>, token: string) {
      const body = await call('/vendors', token, { method: 'POST', body: JSON.stringify(record) });
      return String(body.vendor_id);
    },
  };
}
