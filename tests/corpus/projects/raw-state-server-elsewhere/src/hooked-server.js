// A second server of the same app, built with a codec and a verify hook: what its handlers read is verified.
import { McpServer, createRequestStateCodec } from '@modelcontextprotocol/server';

export const folderCodec = createRequestStateCodec({
  key: Buffer.from(process.env.FOLDER_STATE_KEY ?? '', 'base64'),
  bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId),
});

export function createHookedServer() {
  return new McpServer({ name: 'folders', version: '0.5.0' }, { requestState: { verify: folderCodec.verify } });
}
