import type { TSESTree } from '@typescript-eslint/utils';
import { staticProperty, type Expression } from '../syntax/ast.js';
import { memberReference, referenceKey, type WellKnownReference } from '../scope/modules.js';
import { makeProvenance, type Evaluate, type Provenance } from './provenance-model.js';

type CallLike = TSESTree.CallExpression | TSESTree.NewExpression;

/** How a read tells it gives the secret's value: always, or only when an option asks to decrypt (SSM's SecureString). */
type Decrypts = 'always' | { readonly option: string };

const ALWAYS = 'always' as Decrypts;
const SSM_DECRYPTION = { option: 'WithDecryption' } as Decrypts;

/**
 * Clients of secret managers, by the class (or the factory) that makes one, with the methods that read a secret. A new
 * secret manager is one row.
 */
const SECRET_STORE_CLIENTS: ReadonlyMap<string, ReadonlyMap<string, Decrypts>> = new Map([
  ['@google-cloud/secret-manager#SecretManagerServiceClient', new Map<string, Decrypts>([['accessSecretVersion', ALWAYS]])],
  ['@google-cloud/secret-manager#v1.SecretManagerServiceClient', new Map<string, Decrypts>([['accessSecretVersion', ALWAYS]])],
  ['@azure/keyvault-secrets#SecretClient', new Map<string, Decrypts>([['getSecret', ALWAYS]])],
  ['@aws-sdk/client-secrets-manager#SecretsManager', new Map<string, Decrypts>([['getSecretValue', ALWAYS], ['batchGetSecretValue', ALWAYS]])],
  ['@aws-sdk/client-ssm#SSM', new Map<string, Decrypts>([['getParameter', SSM_DECRYPTION], ['getParameters', SSM_DECRYPTION], ['getParametersByPath', SSM_DECRYPTION]])],
  ['aws-sdk#SecretsManager', new Map<string, Decrypts>([['getSecretValue', ALWAYS]])],
  ['aws-sdk#SSM', new Map<string, Decrypts>([['getParameter', SSM_DECRYPTION], ['getParameters', SSM_DECRYPTION], ['getParametersByPath', SSM_DECRYPTION]])],
  ['aws-sdk/clients/secretsmanager#default', new Map<string, Decrypts>([['getSecretValue', ALWAYS]])],
  ['aws-sdk/clients/ssm#default', new Map<string, Decrypts>([['getParameter', SSM_DECRYPTION], ['getParameters', SSM_DECRYPTION]])],
  // `vault({ endpoint, token })` of node-vault: a factory, not a class
  ['node-vault#default', new Map<string, Decrypts>([['read', ALWAYS]])],
]);

/** AWS SDK v3 commands a client's `send` runs that answer with a secret. */
const SECRET_COMMANDS: ReadonlyMap<string, Decrypts> = new Map<string, Decrypts>([
  ['@aws-sdk/client-secrets-manager#GetSecretValueCommand', ALWAYS],
  ['@aws-sdk/client-secrets-manager#BatchGetSecretValueCommand', ALWAYS],
  ['@aws-sdk/client-ssm#GetParameterCommand', SSM_DECRYPTION],
  ['@aws-sdk/client-ssm#GetParametersCommand', SSM_DECRYPTION],
  ['@aws-sdk/client-ssm#GetParametersByPathCommand', SSM_DECRYPTION],
]);

/** Functions that read a secret themselves (Powertools for AWS Lambda), with the option that asks to decrypt. */
const SECRET_READERS: ReadonlyMap<string, Decrypts> = new Map<string, Decrypts>([
  ['@aws-lambda-powertools/parameters/secrets#getSecret', ALWAYS],
  ['@aws-lambda-powertools/parameters/ssm#getParameter', { option: 'decrypt' }],
  ['@aws-lambda-powertools/parameters/ssm#getParameters', { option: 'decrypt' }],
]);

const INSTANCE = 'prototype';

/** What a secret manager answers: a secret, and so is every member and item of it (`SecretString`, `payload.data`). */
function secretStoreAnswer(call: CallLike): Provenance {
  return makeProvenance('secret', call, { valueType: 'object', readFromSecretStore: true });
}

/** Whether the options object at `index` asks to decrypt, where the read needs asking. */
function decrypts(how: Decrypts, call: CallLike, index: number, evaluate: Evaluate): boolean {
  if (typeof how === 'string') return true;
  const options = call.arguments[index];
  if (options?.type !== 'ObjectExpression') return false;
  const asked = staticProperty(options, how.option)?.value;
  if (!asked || asked.type === 'AssignmentPattern' || asked.type === 'ObjectPattern' || asked.type === 'ArrayPattern') return false;
  const value = evaluate(asked as Expression);
  return value.kind === 'literal' && value.literalValue === true;
}

/**
 * A secret manager's client (`new SecretClient(url, credential)`, `vault({ … })`), a read through one
 * (`client.accessSecretVersion({ name })`, `ssm.getParameter({ Name, WithDecryption: true })`) or by a reading function
 * (`getSecret(name)`), an AWS command that reads one (`new GetSecretValueCommand({ SecretId })`).
 */
export function describeSecretStoreCall(reference: WellKnownReference, call: CallLike, evaluate: Evaluate): Provenance | undefined {
  const key = referenceKey(reference);
  if (SECRET_STORE_CLIENTS.has(key)) return makeProvenance('unknown', call, { valueType: 'object', reference: memberReference(reference, INSTANCE) });
  const command = SECRET_COMMANDS.get(key);
  if (command) return decrypts(command, call, 0, evaluate) ? makeProvenance('unknown', call, { valueType: 'object', reference: memberReference(reference, INSTANCE) }) : undefined;
  const reader = SECRET_READERS.get(key);
  if (reader) return decrypts(reader, call, 1, evaluate) ? secretStoreAnswer(call) : undefined;
  const { path } = reference;
  const method = path.at(-1);
  if (path.length < 3 || path.at(-2) !== INSTANCE || method === undefined) return undefined;
  const client = SECRET_STORE_CLIENTS.get(referenceKey({ module: reference.module, path: path.slice(0, -2) }));
  const read = client?.get(method);
  if (read) return decrypts(read, call, 0, evaluate) ? secretStoreAnswer(call) : undefined;
  return method === 'send' ? sentCommand(call, evaluate) : undefined;
}

/** `client.send(command)` of any AWS SDK v3 client: what the command reads, when it reads a secret. */
export function sentCommand(call: TSESTree.CallExpression | TSESTree.NewExpression, evaluate: Evaluate): Provenance | undefined {
  const [command] = call.arguments;
  if (!command || command.type === 'SpreadElement' || call.arguments.length !== 1) return undefined;
  const made = evaluate(command).reference;
  if (!made || made.path.at(-1) !== INSTANCE) return undefined;
  return SECRET_COMMANDS.has(referenceKey({ module: made.module, path: made.path.slice(0, -1) })) ? secretStoreAnswer(call) : undefined;
}

/** A member or an item of what a secret manager answered, or the promise of it (`.promise()` of AWS SDK v2). */
export function partOfSecretStoreAnswer(answer: Provenance, origin: TSESTree.Node): Provenance | undefined {
  return answer.readFromSecretStore ? makeProvenance('secret', origin, { readFromSecretStore: true }) : undefined;
}
