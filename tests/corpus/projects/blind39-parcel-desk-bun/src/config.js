function required(name) {
  const value = Bun.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  port: Number(Bun.env.PORT ?? 3000),
  dbPath: Bun.env.PARCEL_DB ?? 'parcel-desk.sqlite',
  shipbirdApi: Bun.env.SHIPBIRD_API ?? 'https://api.shipbird.example/v2',
  shipbirdWebhookSecret: required('SHIPBIRD_WEBHOOK_SECRET'),
};
