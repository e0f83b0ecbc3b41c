import { Buffer } from "node:buffer";
function required(env, name) {
  const value = env[name];
  if (!value) throw new Error(`desk-mcp: ${name} is not set`);
  return value;
}
function loadEnv(env = process.env) {
  var _a, _b;
  const stateKey = Buffer.from(required(env, "DESK_STATE_KEY"), "base64");
  if (stateKey.length < 32) throw new Error("desk-mcp: DESK_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 32)");
  return Object.freeze({
    port: Number((_a = env.PORT) != null ? _a : 8790),
    issuer: required(env, "OKTA_ISSUER"),
    introspectionAuth: `Basic ${Buffer.from(`${required(env, "OKTA_CLIENT_ID")}:${required(env, "OKTA_CLIENT_SECRET")}`).toString("base64")}`,
    stateKey,
    zendesk: Object.freeze({
      subdomain: required(env, "ZENDESK_SUBDOMAIN"),
      email: required(env, "ZENDESK_EMAIL"),
      apiToken: required(env, "ZENDESK_API_TOKEN"),
      webhookSecret: required(env, "ZENDESK_WEBHOOK_SECRET")
    }),
    jiraSite: (_b = env.JIRA_SITE) != null ? _b : void 0
  });
}
export {
  loadEnv
};
