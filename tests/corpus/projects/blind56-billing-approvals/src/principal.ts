import { userInfo } from 'node:os';

/**
 * Over stdio the server runs as the person who launched it; that OS account is the approver
 * recorded on every refund, and the user every confirmation is bound to.
 */
export function localPrincipal(): string {
  try {
    const { username, uid } = userInfo();
    return username ? `local:${username}` : `local:uid:${uid}`;
  } catch {
    return 'local';
  }
}
