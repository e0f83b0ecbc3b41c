import { createHmac, timingSafeEqual } from "node:crypto";

/** GitHub push/issue webhooks keep the tracker's linked commits in sync. */
export default defineEventHandler(async (event) => {
  const { githubWebhookSecret } = useRuntimeConfig();
  const signature = getHeader(event, "x-hub-signature-256") ?? "";
  const body = await readRawBody(event, "utf8") ?? "";

  if (!signature.startsWith("sha256=")) {
    throw createError({ statusCode: 400, statusMessage: "missing signature" });
  }
  const expected = Buffer.from(`sha256=${createHmac("sha256", githubWebhookSecret).update(body).digest("hex")}`);
  const received = Buffer.from(signature);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    throw createError({ statusCode: 401, statusMessage: "bad signature" });
  }

  const kind = getHeader(event, "x-github-event");
  if (kind === "ping") return { ok: true };
  const payload = JSON.parse(body);
  if (kind === "push" && payload.ref === "refs/heads/main") {
    // linking commits to issues is handled by the tracker's own worker
    await $fetch(`${useRuntimeConfig().trackerApiUrl}/hooks/github`, { method: "POST", body: payload });
  }
  return { ok: true };
});
