import { loadConfig } from "./config.js";
import { StateSealer } from "./lib/state-token.js";
import { createApp, introspectionVerifier } from "./server.js";

const config = loadConfig();
const sealer = new StateSealer(config.stateSecret, { ttlMs: config.stateTtlMs }); // expect: no-weak-state-key

const app = createApp({ config, sealer }, introspectionVerifier(process.env.OAUTH_INTROSPECTION_URL!));

app.listen(config.port, () => {
  console.log(`helpdesk-mcp listening on :${config.port}`);
});
