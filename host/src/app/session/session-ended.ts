import type { EventBus } from 'shared-kit/core';
import { MESSAGES_FR, showToast } from 'shared-ui';

/**
 * A session ended from elsewhere (the password changed on another device) is dropped by the session server at this
 * page's request: the page comes as an anonymous visitor's, and says why with SESSION-2's words rather than nothing.
 * Not before the page is interactive: a toast would change the server's HTML under its hydration.
 */
export function sayWhenSessionEnded(bus: EventBus): { interactive(): void } {
  let interactive = false;
  let heard = false;
  const say = () => showToast(MESSAGES_FR.sessionUnauthorized, { kind: 'error' });
  bus.on('session:ended', () => {
    if (interactive) say();
    else heard = true;
  });
  return {
    interactive() {
      interactive = true;
      if (!heard) return;
      heard = false;
      say();
    },
  };
}
