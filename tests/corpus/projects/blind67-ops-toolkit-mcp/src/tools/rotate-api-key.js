import { z } from 'zod';
import { confirmRequest, confirmed, defineTool, refuse, text } from '../kit/define-tool.js';
import { getApiKey, rotateApiKey as rotate } from '../platform.js';

export const rotateApiKey = defineTool({
  name: 'rotate_api_key',
  description: 'Rotate a partner API key. The old key stops working immediately; the new one is shown once.',
  input: z.object({ apiKeyId: z.string().startsWith('key_') }),
  destructive: true,

  async start({ apiKeyId }, turn) {
    const key = await getApiKey(apiKeyId, turn.user);
    return turn.ask(
      {
        confirm: confirmRequest(
          `Rotate "${key.label}" (${key.id}, fingerprint ${key.fingerprint}, last used ${key.lastUsedAt ?? 'never'})? ` +
            'Integrations still using it will start failing.',
        ),
      },
      { apiKeyId: key.id, keyFingerprint: key.fingerprint, label: key.label },
    );
  },

  async resume({ apiKeyId }, saved, turn) {
    if (!confirmed(turn.answers)) return text('Key not rotated.');

    // Someone may have rotated it while the question was open; then this "yes" was about another key.
    const current = await getApiKey(apiKeyId, turn.user);
    if (current.fingerprint !== saved.keyFingerprint) {
      return refuse(`${saved.label} changed since you confirmed (now ${current.fingerprint}). Look at it again first.`);
    }

    const fresh = await rotate(apiKeyId, turn.user);
    return {
      content: [
        { type: 'text', text: `Rotated ${saved.label}. New fingerprint ${fresh.fingerprint}.` },
        // shown to the engineer only, not added to the model's context
        { type: 'text', text: fresh.secret, annotations: { audience: ['user'], priority: 1 } },
      ],
    };
  },
});
