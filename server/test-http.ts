// For the server's tests that talk HTTP to a real app: its log lines as they are written, and an
// answer read whole.
import type http from "node:http";
import { Writable } from "node:stream";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A pino destination that keeps each JSON line the app logs, parsed, in `lines`. */
export function jsonLogLines(): { sink: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { sink, lines };
}

/** The answer's status, headers and body as text, once it has all arrived. */
export function readAnswer(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = "";
    response.setEncoding("utf8");
    response.on("data", (chunk) => {
      body += chunk;
    });
    response.on("error", reject);
    response.on("end", () =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
    );
  });
}
