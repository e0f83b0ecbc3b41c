import { Inject, Injectable } from "@nestjs/common";
import { createRequestStateCodec, type ServerContext } from "@modelcontextprotocol/server";
import { STATE_KEY } from "../config/keys.provider";

export interface StateCodec<T> {
  mint(payload: T, ctx?: ServerContext): Promise<string>;
  verify(state: string, ctx: ServerContext): Promise<T>;
}

/** Five minutes is plenty for a person to answer a form. */
export const STATE_TTL_SECONDS = 300;

export function userIdOf(ctx: ServerContext): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== "string" || userId.length === 0) {
    throw new Error("docs-vault tools need an authenticated user");
  }
  return userId;
}

/**
 * One SDK codec per tool. `bind` ties every state to the tool that minted it and
 * to the signed-in user, so a state cannot be replayed on another tool or by
 * someone else; the SDK checks the HMAC (constant time) and the expiry.
 */
@Injectable()
export class RequestStateService {
  private readonly codecs = new Map<string, StateCodec<unknown>>();

  constructor(@Inject(STATE_KEY) private readonly key: Buffer) {}

  forTool<T>(tool: string): StateCodec<T> {
    let codec = this.codecs.get(tool) as StateCodec<T> | undefined;
    if (!codec) {
      codec = createRequestStateCodec<T>({
        key: this.key,
        ttlSeconds: STATE_TTL_SECONDS,
        bind: (ctx: ServerContext) => `${tool}\u0000${userIdOf(ctx)}`,
      });
      this.codecs.set(tool, codec as StateCodec<unknown>);
    }
    return codec;
  }
}
