/**
 * Splits `--command` into a program and its arguments the way a POSIX shell splits words, without running a shell:
 * blanks separate words; '…' keeps everything literally; "…" keeps blanks, with \" \\ \$ \` as escapes; a backslash
 * outside quotes escapes the next character. Nothing is expanded ($VAR, globs, ~). Throws on an unclosed quote.
 */
export function splitCommand(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let index = 0;
  const append = (text: string) => void (word = (word ?? '') + text);
  while (index < line.length) {
    const char = line.charAt(index);
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      index += 1;
    } else if (char === "'") {
      const end = line.indexOf("'", index + 1);
      if (end === -1) throw new SyntaxError(`--command has an unclosed ' at character ${index + 1}`);
      append(line.slice(index + 1, end));
      index = end + 1;
    } else if (char === '"') {
      let text = '';
      const start = index;
      index += 1;
      while (index < line.length && line.charAt(index) !== '"') {
        const next = line.charAt(index + 1);
        if (line.charAt(index) === '\\' && /["\\$`]/.test(next)) {
          text += next;
          index += 2;
        } else {
          text += line.charAt(index);
          index += 1;
        }
      }
      if (index >= line.length) throw new SyntaxError(`--command has an unclosed " at character ${start + 1}`);
      append(text);
      index += 1;
    } else if (char === '\\' && index + 1 < line.length) {
      append(line.charAt(index + 1));
      index += 2;
    } else {
      append(char);
      index += 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}
