// Sends appointment text messages through the SMS provider's REST API.
// @ts-nocheck
export interface SmsSettings {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  fromNumber: string;
}

export function createSms(settings: SmsSettings) {
  const auth = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  return {
    async send(to: string, body: string): Promise<string> {
      const res = await fetch(`${settings.baseUrl}/Accounts/${settings.accountSid}/Messages.json`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: settings.fromNumber, Body: body }),
      });
      if (!res.ok) throw new Error(`SMS provider returned ${res.status}`);
      const data = await res.json();
      return data.sid;
    },
  };
}

export type Sms = ReturnType<typeof createSms>;
