// Environment loading, including the rotating key ring that encrypts round-trip state.
// @ts-nocheck

function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} must be set`);
  return v;
}

export interface StateKeyRing {
  current: { kid: string; key: Buffer };
  byId: Map<string, Buffer>;
}

function parseKeyRing(spec: string): StateKeyRing {
  const entries = spec.split(',').map((part) => {
    const [kid, b64] = part.trim().split(':');
    if (!kid || !b64 || !/^[a-z0-9-]{1,16}$/.test(kid)) throw new Error('STATE_KEYS entries look like "kid:base64key"');
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32) throw new Error(`state key ${kid} must be exactly 32 bytes`);
    return [kid, key] as const;
  });
  if (entries.length === 0) throw new Error('STATE_KEYS is empty');
  return { current: { kid: entries[0][0], key: entries[0][1] }, byId: new Map(entries) };
}

export const env = {
  port: Number(process.env.PORT ?? 8090),
  mongoUrl: need('MONGO_URL'),
  mongoDb: process.env.MONGO_DB ?? 'customs_desk',
  customs: {
    baseUrl: process.env.CUSTOMS_API_URL ?? 'https://api.customs.example/declarations/v2',
    subscriptionKey: need('CUSTOMS_SUBSCRIPTION_KEY'),
  },
  stateKeys: parseKeyRing(need('STATE_KEYS')),
};
