import { createServer, type Server } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server to receive what the app sends, on a free local port. */
export async function startFakeSmtp(): Promise<{ url: string; mails: ReceivedMail[]; nextMail: () => Promise<ReceivedMail>; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    socket.write("220 fake-smtp ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(mail);
          waiting.shift()?.(mail);
          mail = { from: "", to: [], data: "" };
          socket.write("250 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake-smtp\r\n");
        else if (verb === "MAIL") (mail.from = line), socket.write("250 ok\r\n");
        else if (verb === "RCPT") mail.to.push(line), socket.write("250 ok\r\n");
        else if (verb === "DATA") (inData = true), socket.write("354 go ahead\r\n");
        else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMail: () => new Promise((resolve) => (mails.length > waiting.length ? resolve(mails[mails.length - 1]) : waiting.push(resolve))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
