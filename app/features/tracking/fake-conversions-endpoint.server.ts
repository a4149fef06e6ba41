// A conversions endpoint for tests: a real HTTP server on loopback that records the bodies it
// receives and answers with the status the test sets.
import http from "node:http";

export interface FakeConversionsEndpoint {
  url: string;
  /** The JSON bodies received, in order. */
  received: unknown[];
  /** The status of every answer from now on. */
  status: number;
  close(): Promise<void>;
}

export async function startFakeConversionsEndpoint(): Promise<FakeConversionsEndpoint> {
  const endpoint = { received: [] as unknown[], status: 200 } as FakeConversionsEndpoint;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        endpoint.received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        endpoint.received.push(null);
      }
      res.writeHead(endpoint.status, { "Content-Type": "application/json" });
      res.end(endpoint.status < 300 ? '{"events_received":1}' : '{"error":{"message":"nu"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  endpoint.url = `http://127.0.0.1:${port}/v19.0/123/events`;
  endpoint.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return endpoint;
}
