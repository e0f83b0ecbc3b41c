import { Inject, Injectable } from "@nestjs/common";
import { createRequestStateCodec, type ServerContext } from "@modelcontextprotocol/server";
import { createHash } from "node:crypto";
import { STATE_KEY } from "../config/state-key";

export const STATE_TTL_SECONDS = 300;

type Codec<T> = ReturnType<typeof createRequestStateCodec<T>>;

export class InvalidRequestStateError extends Error {}

export function userIdOf(ctx: ServerContext): string | undefined {
  const id = ctx.http?.authInfo?.extra?.userId;
  return typeof id === "string" && id.length > 0 ? id : undefined;
}

/** Digest of a tool's arguments, kept inside signed state for destructive tools. */
export function digestArgs(args: Record<string, unknown>): string {
  const sorted = Object.keys(args)
    .sort()
    .map((k) => [k, args[k]]);
  return createHash("sha256").update(JSON.stringify(sorted)).digest("base64url");
}

/**
 * One SDK codec per tool, each bound to (tool, user). The SDK does the HMAC,
 * expiry and constant-time checks; we only decide what it binds to.
 */
@Injectable()
export class RequestStateService {
  private readonly codecs = new Map<string, Codec<unknown>>();

  constructor(@Inject(STATE_KEY) private readonly key: Uint8Array) {}

  private codecFor<T>(tool: string): Codec<T> {
    let codec = this.codecs.get(tool);
    if (!codec) {
      codec = createRequestStateCodec<unknown>({
        key: this.key,
        ttlSeconds: STATE_TTL_SECONDS,
        bind: (ctx) => {
          const userId = userIdOf(ctx);
          if (!userId) throw new InvalidRequestStateError("requestState requires an authenticated user");
          return `${tool}\u0000${userId}`;
        },
      });
      this.codecs.set(tool, codec);
    }
    return codec as Codec<T>;
  }

  mint<T>(tool: string, payload: T, ctx: ServerContext): Promise<string> {
    return this.codecFor<T>(tool).mint(payload, ctx);
  }

  /** Returns undefined on the first round, throws on a bad state. */
  async read<T>(tool: string, ctx: ServerContext): Promise<T | undefined> {
    const raw = await ctx.mcpReq.requestState<string>();
    if (raw === undefined || raw === null || raw === "") return undefined;
    try {
      return await this.codecFor<T>(tool).verify(raw, ctx);
    } catch {
      throw new InvalidRequestStateError("Invalid or expired requestState");
    }
  }
}
