// `tsc --noEmit -p tsconfig.json` over a set of files, some of them replaced by other text (a fixed version).
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

function loadOptions(tsconfig: string): ts.CompilerOptions {
  const { config, error } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(tsconfig)).options;
}

export class TypeChecker {
  readonly #options: ts.CompilerOptions;
  readonly #sourceFiles = new Map<string, ts.SourceFile | undefined>();
  #previous: ts.Program | undefined;

  constructor(readonly root: string) {
    this.#options = { ...loadOptions(join(root, 'tsconfig.json')), noEmit: true };
  }

  /** Diagnostics of a program over `rootFiles` (paths relative to the root) where `overlay` replaces file texts. */
  check(rootFiles: readonly string[], overlay: ReadonlyMap<string, string> = new Map()): string[] {
    const replaced = new Map([...overlay].map(([path, text]) => [resolve(this.root, path), text]));
    const host = ts.createCompilerHost(this.#options, true);
    const { getSourceFile, readFile, fileExists } = host;
    host.readFile = (fileName) => replaced.get(resolve(fileName)) ?? readFile.call(host, fileName);
    host.fileExists = (fileName) => replaced.has(resolve(fileName)) || fileExists.call(host, fileName);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const text = replaced.get(resolve(fileName));
      if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
      // files nobody replaces are parsed once for all the programs
      if (!this.#sourceFiles.has(fileName)) {
        this.#sourceFiles.set(fileName, getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate));
      }
      return this.#sourceFiles.get(fileName);
    };
    const program = ts.createProgram({
      rootNames: rootFiles.map((path) => resolve(this.root, path)),
      options: this.#options,
      host,
      oldProgram: this.#previous,
    });
    this.#previous = program;
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return `${diagnostic.file.fileName}:${line + 1}:${character + 1} ${message}`;
    });
  }
}
