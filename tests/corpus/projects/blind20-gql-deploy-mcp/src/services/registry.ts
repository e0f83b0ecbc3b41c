export interface RegistryAuth {
  serveraddress: string;
  username: string;
  password: string;
}

interface RobotAccount {
  user: string;
  token: string;
}

/** OCI registry helper: robot credentials per project, manifest lookups. */
export class RegistryClient {
  readonly #robots: Record<string, RobotAccount>;

  constructor(private readonly baseUrl: string, robotsJson = process.env.REGISTRY_ROBOTS ?? '{}') {
    this.#robots = JSON.parse(robotsJson) as Record<string, RobotAccount>;
  }

  /** Pull credentials for the image's registry project. */
  async resolveAuth(image: string): Promise<RegistryAuth> {
    const project = image.split('/')[1] ?? 'library';
    const robot = this.#robots[project] ?? this.#robots['*'];
    if (!robot) throw new Error(`no registry robot configured for project "${project}"`);
    return {
      serveraddress: this.baseUrl,
      username: robot.user,
      password: robot.token,
    };
  }

  async digestOf(image: string, auth: RegistryAuth): Promise<string> {
    const withoutHost = image.replace(/^[^/]+\//, '');
    const [repo, tag = 'latest'] = withoutHost.split(':');
    const basic = Buffer.from(`${auth.username}:${auth.password}`).toString('base64');
    const res = await fetch(`${this.baseUrl}/v2/${repo}/manifests/${tag}`, {
      method: 'HEAD',
      headers: { authorization: `Basic ${basic}`, accept: 'application/vnd.oci.image.index.v1+json' },
    });
    const digest = res.headers.get('docker-content-digest');
    if (!res.ok || !digest) throw new Error(`cannot resolve ${image}: HTTP ${res.status}`);
    return digest;
  }
}
