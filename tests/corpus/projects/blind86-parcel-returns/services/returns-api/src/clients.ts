// HTTP clients for the order-management system, the carrier gateway and the Vault secrets store.
// @ts-nocheck

async function json(res: Response, what: string) {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
  }
  return res.json();
}

export function omsClient({ url, token }: { url: string; token: string }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    async getReturn(merchantId: string, rmaId: string) {
      const res = await fetch(`${url}/merchants/${merchantId}/returns/${encodeURIComponent(rmaId)}`, { headers });
      if (res.status === 404) return null;
      return json(res, 'OMS');
    },
    async issueRefund(merchantId: string, rmaId: string, amountCents: number, currency: string, meta: Record<string, unknown>) {
      const res = await fetch(`${url}/merchants/${merchantId}/returns/${encodeURIComponent(rmaId)}/refunds`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `${rmaId}:${amountCents}` },
        body: JSON.stringify({ amountCents, currency, ...meta }),
      });
      return json(res, 'OMS');
    },
    async attachPickup(merchantId: string, rmaId: string, booking: Record<string, unknown>) {
      const res = await fetch(`${url}/merchants/${merchantId}/returns/${encodeURIComponent(rmaId)}/pickup`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(booking),
      });
      return json(res, 'OMS');
    },
  };
}

export function carrierClient(baseUrl: string) {
  return {
    async slots(account: { number: string; apiKey: string }, carrier: string, postcode: string, country: string) {
      const q = new URLSearchParams({ carrier, postcode, country, account: account.number });
      const res = await fetch(`${baseUrl}/v1/pickup-slots?${q}`, { headers: { 'x-carrier-key': account.apiKey } });
      return (await json(res, 'carrier gateway')).slots as { id: string; from: string; to: string }[];
    },
    async book(account: { number: string; apiKey: string }, carrier: string, slotId: string, parcel: Record<string, unknown>) {
      const res = await fetch(`${baseUrl}/v1/pickups`, {
        method: 'POST',
        headers: { 'x-carrier-key': account.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ carrier, account: account.number, slotId, parcel }),
      });
      return json(res, 'carrier gateway');
    },
  };
}

export function vaultClient({ addr, token }: { addr: string; token: string }) {
  return {
    async carrierAccount(merchantId: string, carrier: string) {
      const res = await fetch(`${addr}/v1/secret/data/merchants/${merchantId}/carriers/${carrier}`, {
        headers: { 'x-vault-token': token },
      });
      if (res.status === 404) return null;
      const body = await json(res, 'Vault');
      return { number: body.data.data.account_number as string, apiKey: body.data.data.api_key as string };
    },
  };
}
