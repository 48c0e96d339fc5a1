import { PORTS } from '../../scripts/stack';

interface SandboxMail {
  to_email: string;
  subject: string;
  body: string;
}

/**
 * The newest mail the provider sandbox "sent" to `to` (its test-only mailbox, provider-sandbox
 * CONTRACT.md "Controls"); waits a little, as the mail is written by the request that asks for it.
 */
export async function latestMailTo(to: string, timeoutMs = 5_000): Promise<SandboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${PORTS.sandbox}/__sandbox/mailbox?${new URLSearchParams({ to })}`);
    if (!answer.ok) throw new Error(`sandbox mailbox answered ${answer.status}`);
    const { mails } = (await answer.json()) as { mails: SandboxMail[] };
    const [newest] = mails;
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no mail for ${to} in the sandbox mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of a mail's body. */
export function firstLinkOf(mail: SandboxMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.body);
  if (!match) throw new Error(`no link in the mail "${mail.subject}"`);
  return new URL(match[0]);
}
