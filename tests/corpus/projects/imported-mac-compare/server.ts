// An SDK 2.x release server whose tools check their round tags with the helpers of ./lib: a === on an imported MAC, and the safe guard.
// @ts-nocheck
import { createRequire } from 'node:module';
import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { tagsMatch } from './lib/guard.js';

const { macFor, ReleaseTokens } = createRequire(import.meta.url)('./lib/mac.cjs');
const KEY = process.env.RELEASE_STATE_KEY as string;
const tokens = new ReleaseTokens(KEY);

export const server = new McpServer({ name: 'releases', version: '3.0.0' });

server.registerTool('cut_release', { description: 'Cut a release' }, async ({ version }, ctx) => {
  const raw = ctx.mcpReq.requestState<string>();
  if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: `${version}.${macFor(version, KEY)}` }); // expect: require-state-binding
  const [body, tag] = raw.split('.');
  if (tag !== macFor(body, KEY)) return { isError: true, content: [{ type: 'text', text: 'bad state' }] }; // expect: no-timing-unsafe-compare
  return { content: [{ type: 'text', text: `Cut ${body}` }] };
});

server.registerTool('tag_release', { description: 'Tag a release' }, async ({ version }, ctx) => {
  const raw = ctx.mcpReq.requestState<string>();
  if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: `${version}.${macFor(version, KEY)}` }); // expect: require-state-binding
  const [body, tag] = raw.split('.');
  if (!tokens.check(body, tag)) return { isError: true, content: [] };
  if (!tagsMatch(tag, macFor(body, KEY))) return { isError: true, content: [] };
  if (body === version) return { content: [{ type: 'text', text: `Tagged ${body}` }] };
  return { isError: true, content: [] };
});
