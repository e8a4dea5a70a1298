import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/**
 * A password for an admin script, never from the command line (it would stay in the shell's
 * history and in the process list): typed at a prompt that does not echo it, or the first line
 * of standard input when that is a pipe (`printf '%s\n' "$PASSWORD" | npm run create-admin …`).
 */
export async function readPassword(
  input: Readable & { isTTY?: boolean },
  output: Writable,
  prompt: string,
): Promise<string> {
  if (!input.isTTY) {
    const lines = createInterface({ input, crlfDelay: Infinity });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  output.write(prompt);
  // Echo nothing of what is typed; the newline ends the prompt line.
  const muted = Object.assign(Object.create(output) as Writable, {
    write: (chunk: unknown) => (String(chunk).includes('\n') ? output.write('\n') : true),
  });
  const rl = createInterface({ input, output: muted, terminal: true });
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      resolve(answer);
    });
  });
}
