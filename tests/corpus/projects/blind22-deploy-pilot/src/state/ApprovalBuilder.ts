import { createHash } from 'node:crypto';
import type { StateClaims, StateSigner } from './StateSigner.js';

export interface ApprovalClaims extends StateClaims {
  argsHash?: string;
  ctx?: Record<string, unknown>;
  note?: string;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Fluent builder for the signed requestState of an approval round.
 *
 *   new ApprovalBuilder(signer).forUser(id).forTool(name).withArgs(args).build()
 */
export class ApprovalBuilder {
  readonly #signer: StateSigner;
  readonly #claims: Partial<ApprovalClaims> = {};

  constructor(signer: StateSigner) {
    this.#signer = signer;
  }

  forUser(sub: string): this {
    this.#claims.sub = sub;
    return this;
  }

  forTool(tool: string): this {
    this.#claims.tool = tool;
    return this;
  }

  withArgs(args: Record<string, unknown>): this {
    this.#claims.argsHash = ApprovalBuilder.hashArgs(args);
    return this;
  }

  withContext(ctx: Record<string, unknown>): this {
    this.#claims.ctx = { ...this.#claims.ctx, ...ctx };
    return this;
  }

  withNote(note: string): this {
    this.#claims.note = note;
    return this;
  }

  build(): string {
    const { sub, tool } = this.#claims;
    if (!sub || !tool) throw new Error('ApprovalBuilder: forUser() and forTool() are required');
    return this.#signer.sign({ ...this.#claims, sub, tool });
  }

  static hashArgs(args: Record<string, unknown>): string {
    return createHash('sha256').update(canonical(args)).digest('hex');
  }

  /** Same user, same tool, same (hashed) arguments. */
  static matches(claims: ApprovalClaims, wanted: { sub: string; tool: string; args: Record<string, unknown> }): boolean {
    return (
      claims.sub === wanted.sub &&
      claims.tool === wanted.tool &&
      claims.argsHash === ApprovalBuilder.hashArgs(wanted.args)
    );
  }
}
