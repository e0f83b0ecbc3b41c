// SMS notifications through the TextRelay provider.
// @ts-nocheck

export function createNotifier({ smsApiUrl, smsApiKey, smsSenderId }) {
  async function sendSms(to: string, body: string, reference: string) {
    const res = await fetch(`${smsApiUrl}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': smsApiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ from: smsSenderId, to, body, client_ref: reference, status_callback: true }),
    });
    if (!res.ok) throw new Error(`sms provider returned ${res.status}`);
    const data = await res.json();
    return { messageId: data.id as string, segments: data.segments as number };
  }

  return {
    sendSms,
    reminderText(patientFirstName: string, when: string, clinicName: string) {
      return `Hi ${patientFirstName}, a reminder of your appointment ${when} at ${clinicName}. Reply C to cancel.`;
    },
  };
}
