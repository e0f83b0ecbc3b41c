export async function pushAndRoll(service: string, environment: string, user: string, password: string): Promise<string> {
  const auth = Buffer.from(`${user}:${password}`).toString('base64');
  const res = await fetch(`https://registry.internal/v2/${service}/promote?env=${environment}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${auth}` },
  });
  if (!res.ok) throw new Error(`registry answered ${res.status}`);
  const { rolloutUrl } = (await res.json()) as { rolloutUrl: string };
  return rolloutUrl;
}
