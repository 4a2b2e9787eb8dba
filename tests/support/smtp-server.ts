import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the test SMTP server received it, parsed by an independent parser. */
export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
  /** The link texts and addresses of the plain-text part ("words: https://..."). */
  links: string[];
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:{port}, for the mailer. */
  url: string;
  received: ReceivedMail[];
  /** Messages received so far addressed to `address`. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port, keeping every message it receives. It offers no
 * STARTTLS (it has no certificate a client would trust), so the mailer talks plain SMTP to it.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            parsed,
            links: [...(parsed.text ?? "").matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
