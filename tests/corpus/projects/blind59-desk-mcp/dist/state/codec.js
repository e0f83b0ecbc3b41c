import { createRequestStateCodec } from "@modelcontextprotocol/server";
const STATE_TTL_SECONDS = 600;
function deskCodec(env) {
  return createRequestStateCodec({
    key: env.stateKey,
    ttlSeconds: STATE_TTL_SECONDS,
    bind: (ctx) => { // expect: require-state-binding
      var _a, _b, _c;
      return (_c = (_b = (_a = ctx.http) == null ? void 0 : _a.authInfo) == null ? void 0 : _b.clientId) != null ? _c : "stdio";
    }
  });
}
const refusal = (text) => ({ isError: !0, content: [{ type: "text", text }] });
export {
  STATE_TTL_SECONDS,
  deskCodec,
  refusal
};
