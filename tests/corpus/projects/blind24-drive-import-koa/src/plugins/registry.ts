import { createHash } from 'node:crypto';
import type { StateVault, VaultBinding } from '../state-vault';
import type { GoogleDrive } from '../google';

export interface ImportedDoc {
  driveFileId: string;
  md5: string | null;
  name: string;
}

export interface DocStore {
  existingFor(userId: string): Promise<ImportedDoc[]>;
  save(userId: string, doc: ImportedDoc, content: ArrayBuffer): Promise<void>;
}

export interface PluginServices {
  vault: StateVault;
  drive: GoogleDrive;
  docs: DocStore;
}

export interface CallContext {
  userId: string;
  args: Record<string, unknown>;
  requestState?: string;
  inputResponses: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, any> }>;
  binding: VaultBinding;
}

export type ToolResult = Record<string, unknown>;

export interface ToolPlugin {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  handle(call: CallContext, services: PluginServices): Promise<ToolResult>;
}

export function definePlugin(plugin: ToolPlugin): ToolPlugin {
  return plugin;
}

/** Canonical digest of the tool arguments; binds a confirmation to the exact request. */
export function digestArgs(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(args, Object.keys(args).sort());
  return createHash('sha256').update(canonical).digest('base64url');
}

export const textResult = (text: string, isError = false): ToolResult => ({ content: [{ type: 'text', text }], isError });

export class PluginRegistry {
  private readonly plugins = new Map<string, ToolPlugin>();

  use(plugin: ToolPlugin): this {
    if (this.plugins.has(plugin.name)) throw new Error(`duplicate tool ${plugin.name}`);
    this.plugins.set(plugin.name, plugin);
    return this;
  }

  get(name: string): ToolPlugin | undefined {
    return this.plugins.get(name);
  }

  list() {
    return [...this.plugins.values()].map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations }));
  }
}
