import type { IncomingMessage } from 'node:http';
import type { AuthProvider, AuthResult } from 'mcp-framework';

interface Options {
  org: string;
}

// The MCP host sends the user's GitHub token; we only use it to learn who they are and
// that they belong to the org. Everything else runs as the GitHub App installation.
export class GitHubUserAuthProvider implements AuthProvider {
  constructor(private readonly options: Options) {}

  async authenticate(req: IncomingMessage): Promise<AuthResult | false> {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return false;

    const res = await fetch('https://api.github.com/user', {
      headers: { Authorization: header, Accept: 'application/vnd.github+json' },
    });
    if (!res.ok) return false;
    const user = (await res.json()) as { login: string; id: number };

    const member = await fetch(`https://api.github.com/orgs/${this.options.org}/members/${user.login}`, {
      headers: { Authorization: header, Accept: 'application/vnd.github+json' },
    });
    if (member.status !== 204) return false;

    return { data: { login: user.login, githubId: user.id } };
  }

  getAuthError() {
    return { status: 401, message: `Sign in with a GitHub account in ${this.options.org}` };
  }
}
