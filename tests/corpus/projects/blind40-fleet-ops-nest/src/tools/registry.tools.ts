import { Injectable } from '@nestjs/common';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { McpTool, callerId, refused, toolText, type ToolContext } from '../mcp/mcp-tool.js';
import { StateRejectedError, StateTokenService } from '../state/state-token.service.js';
import {
  REGISTRY_LOGIN_KEY,
  RegistryApi,
  readRegistryLogin,
  registryLoginRequest,
  type RegistryLogin,
} from '../integrations/registry.api.js';

interface PromoteState {
  step: 'pick-tag';
  repository: string;
  environment: 'staging' | 'prod';
  tags: string[];
  registry: RegistryLogin;
}

const TOOL = 'promote_image';

@Injectable()
export class RegistryTools {
  constructor(
    private readonly registry: RegistryApi,
    private readonly states: StateTokenService,
  ) {}

  /**
   * Three rounds: registry sign-in, then tag choice, then the copy. The registry session is
   * per person, so the login from round one has to be available again in round three.
   */
  @McpTool({
    name: TOOL,
    description: 'Promote a built image tag from apps/ to staging or prod',
    input: { repository: z.string(), environment: z.enum(['staging', 'prod']) },
  })
  async promote({ repository, environment }: { repository: string; environment: 'staging' | 'prod' }, ctx: ToolContext) {
    const userId = callerId(ctx);
    const token = ctx.mcpReq.requestState<string>();

    if (token === undefined) {
      const login = readRegistryLogin(ctx);
      if (!login) {
        return inputRequired({ inputRequests: { [REGISTRY_LOGIN_KEY]: registryLoginRequest(repository) } });
      }

      const tags = (await this.registry.listTags(login, repository)).slice(0, 25);
      if (tags.length === 0) return toolText(`No tagged artifacts in apps/${repository}.`);

      const next: PromoteState = {
        step: 'pick-tag',
        repository,
        environment,
        tags,
        registry: { username: login.username, password: login.password }, // expect: no-secrets-in-state
      };
      return inputRequired({
        inputRequests: {
          tag: inputRequired.elicit({
            message: `Which tag of ${repository} goes to ${environment}?`,
            requestedSchema: {
              type: 'object',
              properties: { tag: { type: 'string', enum: tags } },
              required: ['tag'],
            },
          }),
        },
        requestState: await this.states.issue(next, { userId, tool: TOOL }),
      });
    }

    let state: PromoteState;
    try {
      state = await this.states.redeem<PromoteState>(token, { userId, tool: TOOL });
    } catch (err) {
      if (err instanceof StateRejectedError) return refused(err.reason);
      throw err;
    }

    const choice = acceptedContent<{ tag: string }>(ctx.mcpReq.inputResponses, 'tag');
    if (!choice || !state.tags.includes(choice.tag)) return toolText('No tag chosen; nothing was promoted.');

    const ref = await this.registry.promote(state.registry, state.repository, choice.tag, state.environment);
    return toolText(`Promoted ${state.repository}:${choice.tag} to ${state.environment} (${ref}).`);
  }
}
