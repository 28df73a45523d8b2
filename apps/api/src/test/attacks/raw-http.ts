import net from "node:net";

export interface RawExchange {
  /** Everything the server sent back, head and body. */
  response: string;
  /** The status code of the first answer, or 0 if none came. */
  status: number;
}

/**
 * Opens a connection to 127.0.0.1:port, writes `head` (jsonPostHead) and `body`
 * (which may be a fraction of the declared Content-Length), then waits for the server to close
 * the connection. Resolves with what it answered; rejects if it is still open after `timeoutMs`.
 */
export function sendThenWaitForClose(
  port: number,
  head: string,
  body: string | Buffer = "",
  timeoutMs = 5_000,
): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let response = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${timeoutMs} ms`));
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      response += chunk;
    });
    // Writing more after the server closed is expected here; it is what is being tested.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ response, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0) });
    });
    socket.write(head);
    if (body.length > 0) socket.write(body);
  });
}

/** The request line and headers of a JSON POST to `path` declaring `length` bytes of body. */
export function jsonPostHead(path: string, length: number): string {
  const lines = [`POST ${path} HTTP/1.1`, "host: 127.0.0.1", "content-type: application/json"];
  return `${[...lines, `content-length: ${length}`].join("\r\n")}\r\n\r\n`;
}

export interface Trickle extends RawExchange {
  /** How many characters of `rest` had been written when the server closed the connection. */
  written: number;
}

/**
 * A slow client: writes `start`, then `rest` one character every `everyMs`, until the server
 * closes the connection. Rejects if it is still open after `limitMs` (the test's bound).
 */
export function trickle(
  port: number,
  start: string,
  rest: string,
  everyMs: number,
  limitMs: number,
): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let response = "";
    let written = 0;
    const drip = setInterval(() => {
      if (written < rest.length && socket.writable) socket.write(rest[written++]!);
    }, everyMs);
    const limit = setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error(`the server kept a slow connection open for ${limitMs} ms`));
    }, limitMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      response += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(limit);
      resolve({ response, written, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0) });
    });
    socket.write(start);
  });
}
