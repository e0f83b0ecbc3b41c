// Seals and opens the requestState blobs that round-trip through the MCP client.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '../tokens.js';
import type { AppConfig } from '../config.js';

interface Envelope<T> {
  data: T;
  sub: string;
  tool: string;
  exp: number;
}

@injectable()
export class StateSealer {
  constructor(@inject(TOKENS.Config) private readonly config: AppConfig) {}

  private tag(body: string): string {
    return createHmac('sha256', this.config.stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
  }

  seal<T>(data: T, sub: string, tool: string): string {
    const envelope: Envelope<T> = {
      data,
      sub,
      tool,
      exp: Date.now() + this.config.stateTtlSeconds * 1000,
    };
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${body}.${this.tag(body)}`;
  }

  open<T>(raw: unknown, sub: string, tool: string): T | null {
    if (typeof raw !== 'string' || raw.length > 8192) return null;
    const dot = raw.lastIndexOf('.');
    if (dot <= 0) return null;
    const body = raw.slice(0, dot);
    const presented = raw.slice(dot + 1);
    if (presented !== this.tag(body)) return null; // expect: no-timing-unsafe-compare
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (envelope.sub !== sub || envelope.tool !== tool) return null;
    if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return null;
    return envelope.data;
  }
}
