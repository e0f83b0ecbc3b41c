import { generateServiceKey, platform, settings } from '../platform.js';
import { issueState, readState } from '../lib/state-jwt.js';
import { refused, text, userFrom } from '../lib/rounds.js';

const ROTATE = 'rotate_api_key';

export const rotateApiKey = {
  definition: {
    name: ROTATE,
    description: "Replace a service's API key. You are shown the new key once; the old one stops working when you confirm.",
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        environment: { type: 'string', enum: ['staging', 'production'] },
      },
      required: ['service', 'environment'],
    },
    annotations: { destructiveHint: true },
  },
  async run({ args, inputResponses, requestState, extra }) {
    const userId = userFrom(extra);

    if (!requestState) {
      const secret = generateServiceKey();
      return {
        resultType: 'input_required',
        inputRequests: {
          saved: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message:
                `New key for ${args.service} (${args.environment}):\n\n${secret}\n\n` +
                'Store it in the team vault now. The old key is revoked as soon as you confirm.',
              requestedSchema: {
                type: 'object',
                properties: { saved: { type: 'boolean', title: 'I have stored the new key' } },
                required: ['saved'],
              },
            },
          },
        },
        requestState: issueState(
          {
            step: 'activate',
            newKey: secret, // expect-todo: no-secrets-in-state
          },
          { userId, tool: ROTATE, args },
        ),
      };
    }

    const claims = readState(requestState, { userId, tool: ROTATE, args });
    if (!claims) return refused('This rotation expired; nothing was changed. Start again.');
    if (inputResponses?.saved?.content?.saved !== true) return text('Rotation cancelled; the old key still works.');
    await platform.setServiceKey(args.service, args.environment, { key: claims.newKey, rotatedBy: userId });
    await platform.audit('api-key-rotated', { userId, service: args.service, environment: args.environment });
    return text(`Key rotated for ${args.service} (${args.environment}).`);
  },
};

export const tailLogs = {
  definition: {
    name: 'tail_logs',
    description: 'Last lines of a service log. Production needs the break-glass code.',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        environment: { type: 'string', enum: ['staging', 'production'] },
        lines: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
        breakGlass: { type: 'string', description: 'Current break-glass code (production only)' },
      },
      required: ['service', 'environment'],
    },
    annotations: { readOnlyHint: true },
  },
  async run({ args, extra }) {
    const userId = userFrom(extra);
    if (args.environment === 'production') {
      const code = typeof args.breakGlass === 'string' ? args.breakGlass.trim() : '';
      if (!settings.breakGlassToken || code !== settings.breakGlassToken) { // expect: no-timing-unsafe-compare
        return refused('Production logs need the current break-glass code from the incident commander.');
      }
      await platform.audit('break-glass-logs', { userId, service: args.service });
    }
    const { lines } = await platform.logs(args.service, args.environment, args.lines ?? 100);
    return text(lines.join('\n'));
  },
};

export const whoami = {
  definition: {
    name: 'whoami',
    description: 'Which platform user this session acts as',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  async run({ extra }) {
    return text(`${userFrom(extra)} (team ${extra?.authInfo?.extra?.team ?? 'unknown'})`);
  },
};
