import { McpAgent } from 'agents/mcp';
import { McpServer } from '@modelcontextprotocol/server';
import { registerImportNotes } from './tools/import-notes.js';
import { registerPublishGist } from './tools/publish-gist.js';
import { registerSearchNotes } from './tools/search-notes.js';
import type { Env, Props } from './types.js';

export class NotesMCP extends McpAgent<Env, Record<string, never>, Props> {
  server = new McpServer(
    { name: 'notes', version: '0.9.0' },
    { capabilities: { tools: {} }, instructions: 'Personal notes stored in Workers KV, publishable as GitHub gists.' },
  );

  /** KV prefix for everything this user owns */
  get space(): string {
    return `notes:${this.props.login}`;
  }

  async init(): Promise<void> {
    registerSearchNotes(this);
    registerImportNotes(this);
    registerPublishGist(this);
  }
}
