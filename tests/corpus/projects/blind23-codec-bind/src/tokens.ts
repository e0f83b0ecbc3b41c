import { token } from './container.js';
import type { AppConfig } from './config.js';
import type { DraftStore } from './drafts.js';
import type { MailProvider } from './mail.js';
import type { RequestStateVault } from './state/vault.js';
import type { TokenBox } from './state/token-box.js';

export const TOKENS = {
  config: token<AppConfig>('config'),
  vault: token<RequestStateVault>('vault'),
  tokenBox: token<TokenBox>('tokenBox'),
  drafts: token<DraftStore>('drafts'),
  mail: token<MailProvider>('mail'),
} as const;
