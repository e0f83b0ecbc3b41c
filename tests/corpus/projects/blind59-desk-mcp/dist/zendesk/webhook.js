import { createHmac } from "node:crypto";
const MAX_SKEW_MS = 3e5;
function header(headers, name) {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}
function verifyZendeskWebhook(secret, rawBody, headers) {
  const signature = header(headers, "x-zendesk-webhook-signature"), timestamp = header(headers, "x-zendesk-webhook-signature-timestamp");
  if (typeof signature != "string" || typeof timestamp != "string") return !1;
  const skew = Math.abs(Date.now() - Date.parse(timestamp));
  if (!(skew <= MAX_SKEW_MS)) return !1;
  const expected = createHmac("sha256", secret).update(timestamp + rawBody).digest("base64");
  return signature === expected; // expect: no-timing-unsafe-compare
}
function readRawBody(req, limit = 1 << 20) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on("data", (c) => {
      (size += c.length) > limit ? (req.destroy(), reject(new Error("payload too large"))) : chunks.push(c);
    }).on("end", () => resolve(Buffer.concat(chunks).toString("utf8"))).on("error", reject);
  });
}
export {
  readRawBody,
  verifyZendeskWebhook
};
