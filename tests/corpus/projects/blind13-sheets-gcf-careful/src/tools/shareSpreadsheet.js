import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { BaseTool, WithAudit, WithGoogle, WithRequestState, argsDigest } from '../mixins.js';
import { principalOf } from '../principal.js';

const PAGE = 10;

/** Walks the user's spreadsheets matching a title, one Drive page at a time. */
async function* spreadsheetsMatching(drive, title, pageToken) {
  do {
    const { data } = await drive.files.list({
      q: `mimeType='application/vnd.google-apps.spreadsheet' and trashed=false and name contains '${title.replace(/['\\]/g, '\\$&')}'`,
      fields: 'nextPageToken, files(id, name, modifiedTime)',
      orderBy: 'modifiedTime desc',
      pageSize: PAGE,
      pageToken,
    });
    yield { files: data.files ?? [], nextPageToken: data.nextPageToken ?? undefined };
    pageToken = data.nextPageToken;
  } while (pageToken);
}

export class ShareSpreadsheetTool extends WithAudit(WithGoogle(WithRequestState(BaseTool))) {
  constructor() {
    super('share_spreadsheet', {
      description: 'Share one of your spreadsheets (found by title) with a colleague.',
      inputSchema: {
        title: z.string().min(2),
        email: z.string().email(),
        role: z.enum(['reader', 'commenter', 'writer']).default('reader'),
      },
      annotations: { destructiveHint: false, openWorldHint: true },
    });
  }

  async handle(args, ctx) {
    const principal = principalOf(ctx);
    const drive = this.drive(principal);

    let state;
    try {
      state = await this.readState(ctx);
    } catch {
      return this.text('Invalid or expired requestState', true);
    }
    if (state !== undefined && state.args !== argsDigest(args)) {
      return this.text('requestState was issued for a different request', true);
    }

    const picked = state ? acceptedContent(ctx.mcpReq.inputResponses, 'pick')?.fileId : undefined;
    if (picked === '__more__' || state === undefined) {
      // First round, or the user asked for the next page of matches.
      const pages = spreadsheetsMatching(drive, args.title, state?.pageToken);
      const { value } = await pages.next();
      const files = value?.files ?? [];
      if (files.length === 0) return this.text(`No spreadsheet titled like "${args.title}".`);

      const options = files.map((f) => ({ const: f.id, title: `${f.name} (edited ${f.modifiedTime?.slice(0, 10)})` }));
      if (value.nextPageToken) options.push({ const: '__more__', title: 'Show more…' });

      return inputRequired({
        inputRequests: {
          pick: inputRequired.elicit({
            message: `Which spreadsheet should be shared with ${args.email} as ${args.role}?`,
            requestedSchema: {
              type: 'object',
              properties: { fileId: { type: 'string', oneOf: options } },
              required: ['fileId'],
            },
          }),
        },
        // Drive's pageToken is a listing cursor, not a credential; candidates pin the choice to this listing.
        requestState: await this.mintState(
          { args: argsDigest(args), candidates: files.map((f) => f.id), pageToken: value.nextPageToken },
          ctx,
        ),
      });
    }

    if (typeof picked !== 'string' || !state.candidates.includes(picked)) {
      return this.text('Sharing cancelled.');
    }

    await drive.permissions.create({
      fileId: picked,
      sendNotificationEmail: true,
      requestBody: { type: 'user', role: args.role, emailAddress: args.email },
    });
    this.audit(principal, 'share', { fileId: picked, grantee: args.email, role: args.role });
    return this.text(`Shared with ${args.email} as ${args.role}.`);
  }
}
