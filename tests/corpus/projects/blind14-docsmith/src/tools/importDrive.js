import { cleanMarkdown, collect, filterAsync, mapAsync, sections } from '../pipeline.js';
import { accepted, elicit, inputRequired, text, toolError } from '../results.js';

const TOOL = 'import_from_drive';

export const importFromDrive = ({ codec, tokenBroker, publishApi }) => {
  /** Short-lived Google Drive access token for this user, from our token broker (slow, rate-limited). */
  const driveTokenFor = async (user) => {
    const res = await fetch(`${tokenBroker}/v1/tokens/google-drive`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    if (!res.ok) throw new Error(`token broker answered ${res.status}`);
    const { access_token: accessToken } = await res.json();
    return accessToken;
  };

  const exportMarkdown = async (fileId, driveAccessToken) => {
    const url = `https://www.googleapis.com/drive/v3/files/${encodeURIComponent(fileId)}/export?mimeType=text/markdown`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${driveAccessToken}` } });
    if (!res.ok) throw new Error(`Drive export failed (${res.status})`);
    return res.text();
  };

  return {
    name: TOOL,
    description: 'Import a Google Doc from Drive as a new docsmith draft; asks which sections to keep.',
    inputSchema: { type: 'object', properties: { fileId: { type: 'string' } }, required: ['fileId'] },
    annotations: { readOnlyHint: false },

    async call(args, ctx) {
      if (!ctx.requestState) {
        const driveAccessToken = await driveTokenFor(ctx.user);
        const markdown = await exportMarkdown(args.fileId, driveAccessToken);
        const titles = (await collect(sections(markdown))).map((s) => s.title);
        return inputRequired(
          {
            sections: elicit('Which sections should be imported?', {
              keep: { type: 'array', items: { type: 'string', enum: titles }, default: titles },
            }),
          },
          // Encrypted and authenticated: the client cannot read or alter the token.
          codec.mint(ctx.user, TOOL, { fileId: args.fileId, driveAccessToken }),
        );
      }

      const pending = codec.accept(ctx.user, TOOL, ctx.requestState);
      if (!pending || pending.fileId !== args.fileId) return toolError('Invalid or expired requestState.');
      const choice = accepted(ctx.inputResponses, 'sections');
      if (!choice) return text('Import cancelled.');
      const keep = new Set(choice.keep ?? []);

      const markdown = await exportMarkdown(pending.fileId, pending.driveAccessToken);
      const kept = await collect(
        mapAsync(
          filterAsync(sections(markdown), (s) => keep.has(s.title)),
          (s) => ({ ...s, body: cleanMarkdown(s.body) }),
        ),
      );
      const res = await fetch(`${publishApi}/docs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ source: { drive: pending.fileId }, sections: kept }),
      });
      if (!res.ok) return toolError(`Could not create the draft (${res.status}).`);
      const doc = await res.json();
      return text(`Imported ${kept.length} section(s) as draft ${doc.id}.`);
    },
  };
};
