import readline from "node:readline/promises";
import { Writable } from "node:stream";

export interface Credentials {
  username: string;
  password: string;
}

export const USERNAME_PROMPT = "Admin username (3-20 letters, digits, _ or -): ";
export const PASSWORD_PROMPT = "Password (8-32 characters): ";

/**
 * Asks for the admin's username and password. On a terminal the password is not echoed (readline
 * writes what is typed to an output that is muted while the password is asked); from a pipe
 * (`printf 'admin\nsecret\n' | npm run create-admin`) the two lines are read as they come.
 */
export async function askCredentials(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  isTerminal: boolean,
): Promise<Credentials> {
  if (!isTerminal) return readTwoLines(input, output);
  let muted = false;
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const prompt = readline.createInterface({ input, output: echo, terminal: true });
  try {
    const username = await prompt.question(USERNAME_PROMPT);
    output.write(PASSWORD_PROMPT);
    muted = true;
    const password = await prompt.question("");
    muted = false;
    output.write("\n");
    return { username: username.trim(), password };
  } finally {
    prompt.close();
  }
}

async function readTwoLines(input: NodeJS.ReadableStream, output: NodeJS.WritableStream) {
  const lines: string[] = [];
  const reader = readline.createInterface({ input, terminal: false });
  output.write(USERNAME_PROMPT);
  for await (const line of reader) {
    lines.push(line);
    if (lines.length === 1) output.write(PASSWORD_PROMPT);
    if (lines.length === 2) break;
  }
  reader.close();
  output.write("\n");
  return { username: (lines[0] ?? "").trim(), password: lines[1] ?? "" };
}
