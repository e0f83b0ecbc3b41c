// Package tools: port of internal/tools/list_releases.go.
//
// Pages through a service's release history one confirmation at a time: each
// round shows a page and asks whether to fetch the next one. The deployd page
// cursor rides along in the sealed state.
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { PrincipalFrom } from '../auth/auth.js';
import type { Client, Release } from '../deployapi/client.js';
import type { Codec } from '../statecodec/codec.js';
import { ArgsDigest } from '../statecodec/digest.js';
import { Text, ToolError, confirmSchema } from './results.js';

export const ListReleasesToolName = 'list_releases';

interface listState {
  Service: string;
  PageToken: string;
  Shown: number;
}

function formatPage(releases: Release[]): string {
  return releases.map((r) => `${r.revision}  ${r.deployed_at}  ${r.deployed_by}  ${r.image}`).join('\n');
}

export function RegisterListReleases(s: McpServer, codec: Codec, api: Client): void {
  s.registerTool(
    ListReleasesToolName,
    {
      title: 'List releases',
      description: 'Show the release history of a service, newest first.',
      inputSchema: z.object({ service: z.string().regex(/^[a-z][a-z0-9-]{1,62}$/) }),
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      const [authErr, userID] = PrincipalFrom(ctx);
      if (authErr !== null) return ToolError(authErr.message);
      const binding = { UserID: userID, Tool: ListReleasesToolName, ArgsDigest: ArgsDigest(args) };

      let pageToken = '';
      let shown = 0;
      const raw = ctx.mcpReq.requestState<string>();
      if (raw !== undefined) {
        const [openErr, st] = codec.Open<listState>(raw, binding);
        if (openErr !== null || st === null) return ToolError('Paging state is invalid or expired; list again.');
        const more = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'more');
        if (more?.confirm !== true) return Text(`Stopped after ${st.Shown} releases of ${st.Service}.`);
        pageToken = st.PageToken;
        shown = st.Shown;
      }

      const [listErr, page] = await api.ListReleases(args.service, pageToken);
      if (listErr !== null || page === null) return ToolError(listErr?.message ?? 'no releases');

      const text = formatPage(page.releases);
      if (page.next_page_token === '') {
        return Text(text === '' ? `No more releases for ${args.service}.` : text);
      }

      const [sealErr, token] = codec.Seal<listState>(
        { Service: args.service, PageToken: page.next_page_token, Shown: shown + page.releases.length },
        binding,
      );
      if (sealErr !== null) return ToolError(sealErr.message);

      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({ message: `${text}\n\nShow the next page?`, requestedSchema: confirmSchema }),
        },
        requestState: token,
      });
    },
  );
}
