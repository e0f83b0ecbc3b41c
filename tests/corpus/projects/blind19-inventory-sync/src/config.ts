import { cleanEnv, makeValidator, port, str, url } from "envalid";

/** base64-encoded key material; refuses to start with less than 32 bytes. */
const masterKey = makeValidator<Buffer>((input) => {
  const key = Buffer.from(input, "base64");
  if (key.length < 32) {
    throw new Error("must be base64 for at least 32 random bytes (openssl rand -base64 32)");
  }
  return key;
});

export const config = cleanEnv(process.env, {
  PORT: port({ default: 8088 }),
  STATE_MASTER_KEY: masterKey({ desc: "Master key for sealing requestState" }),

  WAREHOUSE_API_URL: url(),
  WAREHOUSE_API_TOKEN: str({ desc: "Service token for the warehouse API" }),
  SUPPLIER_API_URL: url(),
  SUPPLIER_CLIENT_ID: str(),
  SUPPLIER_CLIENT_SECRET: str(),
  SUPPLIER_WEBHOOK_SECRET: str(),

  JWKS_URL: url(),
  TOKEN_ISSUER: str(),
  TOKEN_AUDIENCE: str({ default: "inventory-sync" }),
});

export type Config = typeof config;
