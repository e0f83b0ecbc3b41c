// Generic HMAC-signed envelope that carries typed requestState payloads between tool rounds.
// @ts-nocheck
import { createHmac } from "node:crypto";
import type { SealedState, UserId } from "../types/brand.js";

export interface Binding {
  readonly sub: UserId;
  readonly tool: string;
}

interface Wire<T> {
  readonly p: T;
  readonly sub: string;
  readonly tool: string;
  readonly exp: number;
}

export type RejectReason = "format" | "signature" | "binding" | "expired";

export class StateRejected extends Error {
  constructor(readonly reason: RejectReason) {
    super(`requestState rejected (${reason})`);
    this.name = "StateRejected";
  }
}

export abstract class StateEnvelope<T extends object> {
  protected constructor(
    private readonly secret: string,
    protected readonly maxTtlMs: number,
  ) {}

  protected abstract accepts(payload: unknown): payload is T;

  private sign(body: string): string {
    return createHmac("sha256", this.secret).update(body).digest("base64url");
  }

  seal(payload: T, binding: Binding): SealedState;
  seal(payload: T, binding: Binding, ttlMs: number): SealedState;
  seal(payload: T, binding: Binding, ttlMs: number = this.maxTtlMs): SealedState {
    const wire: Wire<T> = {
      p: payload,
      sub: binding.sub,
      tool: binding.tool,
      exp: Date.now() + Math.min(ttlMs, this.maxTtlMs),
    };
    const body = Buffer.from(JSON.stringify(wire), "utf8").toString("base64url");
    return `${body}.${this.sign(body)}` as SealedState;
  }

  open(token: unknown, binding: Binding): T {
    if (typeof token !== "string" || token.length > 16_384) {
      throw new StateRejected("format");
    }
    const dot = token.lastIndexOf(".");
    if (dot <= 0) {
      throw new StateRejected("format");
    }
    const body = token.slice(0, dot);
    const signature = token.slice(dot + 1);
    if (signature !== this.sign(body)) { // expect: no-timing-unsafe-compare
      throw new StateRejected("signature");
    }
    let wire: Wire<unknown>;
    try {
      wire = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      throw new StateRejected("format");
    }
    if (wire.sub !== binding.sub || wire.tool !== binding.tool) {
      throw new StateRejected("binding");
    }
    if (typeof wire.exp !== "number" || wire.exp <= Date.now()) {
      throw new StateRejected("expired");
    }
    if (!this.accepts(wire.p)) {
      throw new StateRejected("format");
    }
    return wire.p;
  }
}
