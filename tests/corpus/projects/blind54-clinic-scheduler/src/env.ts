// All configuration in one place; import `env`, never process.env, elsewhere.

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`clinic-scheduler: missing ${name}`);
  return value;
}

function hexKey(name: string, bytes: number): string {
  const hex = need(name);
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length !== bytes * 2) {
    throw new Error(`clinic-scheduler: ${name} must be ${bytes} bytes of hex`);
  }
  return hex;
}

function secretBytes(name: string, minBytes = 32): Uint8Array {
  const bytes = new TextEncoder().encode(need(name));
  if (bytes.length < minBytes) throw new Error(`clinic-scheduler: ${name} must be at least ${minBytes} bytes`);
  return bytes;
}

export const env = {
  port: Number(process.env.PORT ?? 3030),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3030',
  ehr: {
    baseUrl: need('EHR_BASE_URL'),
    apiKey: need('EHR_API_KEY'),
    webhookSecret: need('EHR_WEBHOOK_SECRET'),
  },
  ssoIntrospectionUrl: need('SSO_INTROSPECTION_URL'),
  // AES-256 key for the reschedule round state
  scheduleStateKeyHex: hexKey('SCHEDULE_STATE_KEY', 32),
  // Fernet key (url-safe base64 of 32 bytes) for reminder batch confirmations
  reminderFernetKey: process.env.REMINDER_FERNET_KEY ?? 'cw_0x689RpI-jtRR7oE8h_eQsKImvJapLeSbXpwF4e4=', // expect-todo: no-weak-state-key
  eligibilityStateSecret: secretBytes('ELIGIBILITY_STATE_SECRET'),
  smsGatewayUrl: process.env.SMS_GATEWAY_URL ?? 'https://sms.internal.example/send',
};
