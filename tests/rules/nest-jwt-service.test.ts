// NestJS's `JwtService` (`@nestjs/jwt`) signs and verifies with jsonwebtoken, under the options its module registers
// (`JwtModule.register({ secret, signOptions, verifyOptions })`, or `registerAsync({ useFactory })`). A service injected
// as `private readonly jwt: JwtService` seals with `sign`/`signAsync`, opens with `verify`/`verifyAsync`, and reads
// unverified with `decode`. Where the `@Module` registering it provides a class that signs request state with it, the
// registration's lifetime, verify options and secret are that state's. The service's class is reached through a barrel
// (`export *` of five modules), as Nest projects arrange them.
import binding from '../../rules/require-state-binding.js';
import sealed from '../../rules/require-sealed-state.js';
import weakKey from '../../rules/no-weak-state-key.js';
import secrets from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('nest-jwt');

write(
  'state/draft-state.service.ts',
  "import { Injectable } from '@nestjs/common';",
  "import { JwtService } from '@nestjs/jwt';",
  '@Injectable()',
  'export class DraftStateService {',
  '  constructor(private readonly jwt: JwtService) {}',
  '  issue(claims: object): Promise<string> {',
  '    return this.jwt.signAsync(claims);',
  '  }',
  '}',
);
write('state/login.service.ts', "import { JwtService } from '@nestjs/jwt';", 'export class LoginService {', '  constructor(private readonly jwt: JwtService) {}', '  token(userId: string) { return this.jwt.sign({ sub: userId }); }', '}');
for (const name of ['a', 'b', 'c']) write(`state/${name}.ts`, `export const ${name} = 1;`);
write('state/index.ts', "export * from './a';", "export * from './b';", "export * from './c';", "export * from './login.service';", "export * from './draft-state.service';");

const stateModule = (registration: string) =>
  lines(
    "import { Module } from '@nestjs/common';",
    "import { JwtModule } from '@nestjs/jwt';",
    "import { DraftStateService, LoginService } from './state';",
    '@Module({',
    `  imports: [${registration}],`,
    '  providers: [DraftStateService],',
    '})',
    'export class StateModule {}',
  );
const loginModule = (registration: string) => stateModule(registration).replace('providers: [DraftStateService]', 'providers: [LoginService]');

const madeService = (expiresIn: string) =>
  lines(
    "import { JwtService } from '@nestjs/jwt';",
    'const jwt = new JwtService({ secret: process.env.STATE_SECRET });',
    `export const sealDraftState = (draft, userId) => jwt.sign({ ...draft, sub: userId, tool: 'draft' }, { expiresIn: ${expiresIn} });`,
  );

testRule('require-state-binding', binding, {
  valid: [{ name: 'a JwtService made in place signs state for five minutes', filename: path('made-ok.js'), code: madeService("'5m'") }],
  invalid: [
    {
      name: 'a JwtService made in place signs state for two hours',
      filename: path('made.js'),
      code: madeService("'2h'"),
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '2 h', max: '10 min', maxSeconds: '600' }, line: 3, column: 114, endLine: 3, endColumn: 118, suggestions: [{ messageId: 'shortenTtl', data: { value: '600' }, output: madeService('600') }] }],
    },
  ],
  typescriptOnly: {
    valid: [
      {
        name: 'a registration whose providers sign no state (a login token lives eight hours)',
        filename: path('login.module.ts'),
        code: loginModule("JwtModule.register({ secret: process.env.LOGIN_SECRET, signOptions: { expiresIn: '8h' } })"),
      },
      {
        name: 'a state registration with a five-minute lifetime',
        filename: path('short.module.ts'),
        code: stateModule("JwtModule.register({ secret: process.env.STATE_SECRET, signOptions: { expiresIn: '5m' } })"),
      },
      {
        name: "the service's own seal without expiresIn: its module may give every token one",
        filename: path('state/draft-state.service.ts'),
        code: lines(
          "import { JwtService } from '@nestjs/jwt';",
          'export class DraftStateService {',
          '  constructor(private readonly jwt: JwtService) {}',
          "  issue(userId: string, tool: string) { return this.jwt.signAsync({ sub: userId, tool }); }",
          '}',
        ),
      },
      {
        name: 'a verify of state with the default tolerance',
        filename: path('verify-ok.ts'),
        code: lines(
          "import { JwtService } from '@nestjs/jwt';",
          'export class StateReader {',
          '  constructor(private readonly jwt: JwtService) {}',
          '  readState(token: string) { return this.jwt.verifyAsync(token, { clockTolerance: 30 }); }',
          '}',
        ),
      },
    ],
    invalid: [
      {
        name: "register's signOptions give state an eight-hour lifetime",
        filename: path('register.module.ts'),
        code: stateModule("JwtModule.register({ secret: process.env.STATE_SECRET, signOptions: { expiresIn: '8h' } })"),
        errors: [
          {
            messageId: 'ttlTooLong',
            data: { ttl: '8 h', max: '10 min', maxSeconds: '600' },
            line: 5, column: 94, endLine: 5, endColumn: 98,
            suggestions: [{ messageId: 'shortenTtl', data: { value: '600' }, output: stateModule('JwtModule.register({ secret: process.env.STATE_SECRET, signOptions: { expiresIn: 600 } })') }],
          },
        ],
      },
      {
        name: "registerAsync's factory returns the options, with a verify that ignores expiry",
        filename: path('async.module.ts'),
        code: stateModule(
          "JwtModule.registerAsync({ useFactory: () => ({ secret: process.env.STATE_SECRET, signOptions: { expiresIn: 3600 }, verifyOptions: { ignoreExpiration: true } }) })",
        ),
        errors: [
          { messageId: 'ttlTooLong', data: { ttl: '1 h', max: '10 min', maxSeconds: '600' }, line: 5, column: 120, endLine: 5, endColumn: 124, suggestions: [{ messageId: 'shortenTtl', data: { value: '600' }, output: stateModule('JwtModule.registerAsync({ useFactory: () => ({ secret: process.env.STATE_SECRET, signOptions: { expiresIn: 600 }, verifyOptions: { ignoreExpiration: true } }) })') }] },
          { messageId: 'jwtIgnoresExpiry', line: 5, column: 145, endLine: 5, endColumn: 167, suggestions: [{ messageId: 'removeIgnoreExpiration', output: stateModule("JwtModule.registerAsync({ useFactory: () => ({ secret: process.env.STATE_SECRET, signOptions: { expiresIn: 3600 }, verifyOptions: {} }) })") }] },
        ],
      },
      {
        name: "a state reader's verifyAsync tolerates six hours, and a peek decodes without verifying",
        filename: path('reader.ts'),
        code: lines(
          "import { JwtService } from '@nestjs/jwt';",
          'export class StateReader {',
          '  constructor(private readonly jwt: JwtService) {}',
          '  readState(token: string) { return this.jwt.verifyAsync(token, { clockTolerance: 6 * 60 * 60 }); }',
          '  peekState(token: string) { return this.jwt.decode(token); }',
          '}',
        ),
        errors: [
          { messageId: 'jwtToleranceTooLong', data: { ttl: '6 h', max: '10 min' }, line: 4, column: 67, endLine: 4, endColumn: 94, suggestions: [{ messageId: 'removeClockTolerance', output: lines("import { JwtService } from '@nestjs/jwt';", 'export class StateReader {', '  constructor(private readonly jwt: JwtService) {}', '  readState(token: string) { return this.jwt.verifyAsync(token, {}); }', '  peekState(token: string) { return this.jwt.decode(token); }', '}') }] },
        ],
      },
    ],
  },
});

testRule('require-sealed-state', sealed, {
  valid: [
    {
      name: "a decode of a sign-in's ID token, which carries no state",
      filename: path('claims.ts'),
      code: lines("import { JwtService } from '@nestjs/jwt';", 'export class Claims {', '  constructor(jwt) { this.jwt = jwt; }', '  of(idToken) { return this.jwt.decode(idToken); }', '}'),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'a peek of a state reader decodes without verifying',
        filename: path('peek.ts'),
        code: lines(
          "import { JwtService } from '@nestjs/jwt';",
          'export class StateReader {',
          '  constructor(private readonly jwt: JwtService) {}',
          '  readState(token: string) { return this.jwt.verifyAsync(token, { maxAge: 300 }); }',
          '  peekState(token: string) { return this.jwt.decode(token); }',
          '}',
        ),
        errors: [{ messageId: 'jwtDecodedUnverified', data: { callee: 'JwtService.decode', verify: 'JwtService.verify' }, line: 5, column: 37, endLine: 5, endColumn: 59 }],
      },
    ],
  },
});

testRule('no-weak-state-key', weakKey, {
  valid: [{ name: 'a registration outside any @Module provides nothing', filename: path('loose.js'), code: lines("import { JwtModule } from '@nestjs/jwt';", "export const jwtModule = JwtModule.register({ secret: 'dev-secret' });") }],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'a literal secret for login tokens only', filename: path('login-key.module.ts'), code: loginModule("JwtModule.register({ secret: 'dev-secret' })") },
      { name: 'a state secret from the environment', filename: path('env-key.module.ts'), code: stateModule('JwtModule.register({ secret: process.env.STATE_SECRET })') },
    ],
    invalid: [
      {
        name: 'a literal secret signs every state token of the module',
        filename: path('literal-key.module.ts'),
        code: stateModule("JwtModule.register({ secret: 'dev-secret', signOptions: { expiresIn: '5m' } })"),
        errors: [{ messageId: 'literalKey', line: 5, column: 34, endLine: 5, endColumn: 54 }],
      },
    ],
  },
});

const draftTool = (extra: string) =>
  lines(
    "import { DraftStateService } from './state';",
    'export class DraftTool {',
    '  constructor(private readonly state: DraftStateService) {}',
    '  async run(req: { headers: { authorization: string } }) {',
    `    const requestState = await this.state.issue({ step: 'confirm'${extra} });`,
    "    return { resultType: 'input_required', inputRequests: {}, requestState };",
    '  }',
    '}',
  );

testRule('no-secrets-in-state', secrets, {
  valid: [{ name: 'the tool hands the state service no credential', filename: path('tool-ok.js'), code: lines("import { DraftStateService } from './state';", 'const state = new DraftStateService();', "export const run = async () => ({ resultType: 'input_required', inputRequests: {}, requestState: await state.issue({ step: 'confirm' }) });") }],
  invalid: [],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: "a tool hands the user's bearer token to the state service, whose JWT the client reads",
        filename: path('tool.ts'),
        code: draftTool(", bearer: req.headers.authorization"),
        errors: [{ messageId: 'secretInState', line: 5, column: 68, endLine: 5, endColumn: 101, suggestions: [{ messageId: 'removeProperty', data: { key: 'bearer' }, output: draftTool('') }] }],
      },
    ],
  },
});
