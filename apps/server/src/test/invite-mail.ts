import { type TestApp, testOrigin } from './build-test-app.js';
import { linkIn } from './memory-mailer.js';

/** The secret of the newest invite link mailed to `email`, as only that mailbox holds it. */
export async function mailedInviteToken(t: TestApp, email: string): Promise<string> {
  await t.app.background.drain();
  const link = linkIn(t.mail.to(email).at(-1), `${testOrigin}/invite?invite=`);
  const token = link.searchParams.get('invite');
  if (!token) throw new Error(`no invite token in ${link.href}`);
  return token;
}
