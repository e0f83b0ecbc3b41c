import type { PluginApi } from '../host/api.js';

const TOOL = 'export_contacts';

interface ExportState {
  sub: string;
  tool: string;
  step: 'pick' | 'confirm';
  workspace: string;
  apiKey: string;
  segment: string;
}

export function setup(api: PluginApi): void {
  const { baseUrl } = api.config.crm;
  const workspaces = api.secrets.crmWorkspaces;

  async function exportSegment(apiKey: string, segment: string): Promise<{ url: string; rows: number }> {
    const res = await fetch(`${baseUrl}/exports`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ segment, format: 'csv' }),
    });
    if (!res.ok) throw new Error(`crm ${res.status}`);
    return (await res.json()) as { url: string; rows: number };
  }

  api.tool<{ segment: string }>(
    TOOL,
    {
      description: 'Export a CRM contact segment as CSV from a team workspace',
      inputSchema: { type: 'object', properties: { segment: { type: 'string' } }, required: ['segment'] },
      annotations: { readOnlyHint: true },
    },
    async (args, ctx) => {
      let state: ExportState | undefined;
      if (ctx.requestState) {
        try {
          state = await api.state.verify<ExportState>(ctx.requestState, { sub: ctx.userId, tool: TOOL });
        } catch {
          return api.fail('Invalid or expired requestState');
        }
      }

      if (state?.step === 'confirm') {
        if (state.segment !== args.segment) return api.fail('Segment changed since the workspace was chosen');
        const answer = ctx.inputResponses.go;
        if (answer?.action !== 'accept') return api.text('Export cancelled.');
        const result = await exportSegment(state.apiKey, state.segment);
        return api.text(`Exported ${result.rows} contacts from ${workspaces[state.workspace]?.name}: ${result.url}`);
      }

      const choice = ctx.inputResponses.workspace?.content?.workspace;
      if (!state || typeof choice !== 'string') {
        return api.ask(
          {
            workspace: {
              message: 'Export from which workspace?',
              schema: {
                type: 'object',
                properties: { workspace: { type: 'string', enum: Object.keys(workspaces) } },
                required: ['workspace'],
              },
            },
          },
          await api.state.sign({ sub: ctx.userId, tool: TOOL, step: 'pick' }),
        );
      }

      const ws = workspaces[choice];
      if (!ws) return api.fail(`Unknown workspace ${choice}`);

      const claims = {
        sub: ctx.userId,
        tool: TOOL,
        step: 'confirm',
        workspace: choice,
        apiKey: ws.apiKey, // expect: no-secrets-in-state
        segment: args.segment,
      };
      // people tend to open the CSV preview in another tab before confirming
      const requestState = await api.state.sign(claims, { ttl: '45m' }); // expect: require-state-binding

      return api.ask(
        {
          go: {
            message: `Export segment "${args.segment}" from ${ws.name}? The file contains personal data.`,
            schema: { type: 'object', properties: { ok: { type: 'boolean' } } },
          },
        },
        requestState,
      );
    },
  );
}
