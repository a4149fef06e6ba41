import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "../../lib/env.server";
import {
  createFileTransport,
  createMailTransport,
  createSmtpTransport,
  type MailMessage,
  PermanentMailError,
} from "./transport.server";

const message: MailMessage = {
  to: "Ana Popescu <ana.popescu@example.ro>",
  subject: "Comanda nr. 100245 a fost înregistrată",
  html: "<p>Mulțumim pentru comandă, <strong>Ana</strong>!</p>",
  text: "Mulțumim pentru comandă, Ana!",
  id: "42-m9x1k2a",
};

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "coperta-mail-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the file transport (no SMTP_URL)", () => {
  it("writes each e-mail as an .eml file that mail clients read back whole", async () => {
    const transport = createMailTransport(parseEnv({ DATA_DIR: dir }));
    await transport.send(message);

    const files = await readdir(path.join(dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-42-m9x1k2a-comanda-nr-100245-a-fost-inregistrata\.eml$/,
    );
    const raw = await readFile(path.join(dir, "outbox", files[0]!));
    // Headers are 7-bit: the subject's diacritics travel as an encoded word.
    expect(raw.toString("latin1")).toMatch(/^Subject: =\?UTF-8\?/m);

    const parsed = await PostalMime.parse(raw);
    expect(parsed.from).toMatchObject({ name: "Coperta", address: "comenzi@coperta.ro" });
    expect(parsed.to).toEqual([{ name: "Ana Popescu", address: "ana.popescu@example.ro" }]);
    expect(parsed.subject).toBe("Comanda nr. 100245 a fost înregistrată");
    expect(parsed.messageId).toBe("<42-m9x1k2a@coperta.ro>");
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.html?.trim()).toBe(message.html);
  });

  it("names files so that a listing is in sending order", async () => {
    const transport = createFileTransport(dir, "Coperta <comenzi@coperta.ro>");
    for (const n of [1, 2, 3]) {
      await transport.send({ ...message, id: `${n}-x`, subject: `Mesajul ${n}` });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const files = (await readdir(dir)).sort();
    expect(files.map((file) => file.replace(/^.*Z-/, ""))).toEqual([
      "1-x-mesajul-1.eml",
      "2-x-mesajul-2.eml",
      "3-x-mesajul-3.eml",
    ]);
  });

  it("takes the sender from MAIL_FROM when it is set", async () => {
    const env = parseEnv({ DATA_DIR: dir, MAIL_FROM: "Librăria Coperta <vanzari@coperta.ro>" });
    await createMailTransport(env).send({ ...message, id: undefined });
    const [file] = await readdir(path.join(dir, "outbox"));
    const parsed = await PostalMime.parse(await readFile(path.join(dir, "outbox", file!)));
    expect(parsed.from).toMatchObject({ name: "Librăria Coperta", address: "vanzari@coperta.ro" });
  });
});

/** Just enough of an SMTP server on loopback: it accepts, or answers RCPT TO with `rcptReply`. */
async function fakeSmtpServer(rcptReply = "250 OK") {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let data: string[] | null = null;
    socket.setEncoding("utf8");
    socket.write("220 fake.test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            received.push(data.join("\r\n"));
            data = null;
            socket.write("250 2.0.0 queued\r\n");
          } else data.push(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250 fake.test\r\n");
        else if (command === "MAIL" || command === "RSET") socket.write("250 OK\r\n");
        else if (command === "RCPT") socket.write(`${rcptReply}\r\n`);
        else if (command === "DATA") {
          data = [];
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("502 5.5.2 not implemented\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("the SMTP transport (SMTP_URL)", () => {
  it("hands the e-mail to the server named by SMTP_URL", async () => {
    const smtp = await fakeSmtpServer();
    try {
      const transport = createMailTransport(parseEnv({ DATA_DIR: dir, SMTP_URL: smtp.url }));
      await transport.send(message);
      expect(smtp.received).toHaveLength(1);
      const parsed = await PostalMime.parse(smtp.received[0]!);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.to?.[0]?.address).toBe("ana.popescu@example.ro");
      expect(parsed.text?.trim()).toBe(message.text);
      // Nothing went to the folder.
      await expect(readdir(path.join(dir, "outbox"))).rejects.toThrow();
    } finally {
      await smtp.close();
    }
  });

  it("reports a refused recipient as permanent", async () => {
    const smtp = await fakeSmtpServer("550 5.1.1 mailbox unavailable");
    try {
      const send = createSmtpTransport(smtp.url, "Coperta <comenzi@coperta.ro>").send(message);
      await expect(send).rejects.toBeInstanceOf(PermanentMailError);
      await expect(send).rejects.toThrow(/550/);
    } finally {
      await smtp.close();
    }
  });

  it("reports a temporary refusal and a server that is away as worth retrying", async () => {
    const smtp = await fakeSmtpServer("451 4.7.1 greylisted, try again later");
    try {
      const greylisted = createSmtpTransport(smtp.url, "Coperta <comenzi@coperta.ro>").send(
        message,
      );
      await expect(greylisted).rejects.toThrow(/451/);
      await expect(greylisted).rejects.not.toBeInstanceOf(PermanentMailError);
    } finally {
      await smtp.close();
    }
    const away = createSmtpTransport(smtp.url, "Coperta <comenzi@coperta.ro>").send(message);
    await expect(away).rejects.toThrow();
    await expect(away).rejects.not.toBeInstanceOf(PermanentMailError);
  });
});
