import { createHmac, timingSafeEqual } from "node:crypto";
import { error, text, type RequestHandler } from "@sveltejs/kit";
import { env } from "$env/dynamic/private";

const secret = env.CDN_WEBHOOK_SECRET ?? "";
if (secret.length < 32) throw new Error("CDN_WEBHOOK_SECRET must be at least 32 characters");

/** CDN purge notifications, signed as `sha256=<hex>` over the raw body. */
export const POST: RequestHandler = async ({ request }) => {
  const header = request.headers.get("x-cdn-signature") ?? "";
  if (!header.startsWith("sha256=")) throw error(400, "bad signature header");

  const raw = Buffer.from(await request.arrayBuffer());
  const expected = Buffer.from(createHmac("sha256", secret).update(raw).digest("hex"), "utf8");
  const given = Buffer.from(header.slice("sha256=".length).toLowerCase(), "utf8");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw error(401, "bad signature");

  const { paths } = JSON.parse(raw.toString("utf8")) as { paths: string[] };
  console.info("cdn purged", paths.length, "paths");
  return text("ok");
};
