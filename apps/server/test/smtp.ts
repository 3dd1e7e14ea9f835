import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a free local port that keeps what it receives, parsed. Plain text (no STARTTLS, no
 * auth), which is what a local relay looks like.
 */
export class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  private waiters: ((mail: ParsedMail) => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.received.push(mail);
          for (const resolve of this.waiters.splice(0)) resolve(mail);
          callback();
        })
        .catch(callback);
    },
  });
  port = 0;

  async start(port = 0) {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves with the next message to arrive; call it before the action that sends. */
  nextMail(timeoutMs = 10_000): Promise<ParsedMail> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no mail arrived")), timeoutMs);
      this.waiters.push((mail) => {
        clearTimeout(timer);
        resolve(mail);
      });
    });
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
