// A write request may have queued an e-mail in the transaction it committed before answering:
// once its answer is sent, the instance kicks its outbox worker, which delivers the e-mail now
// instead of at its next poll (and spaces such rounds, see worker.server.ts).
import type http from "node:http";

export function kickAfterWrites(
  handle: http.RequestListener,
  kick: () => void,
): http.RequestListener {
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") res.once("finish", () => kick());
    handle(req, res);
  };
}
