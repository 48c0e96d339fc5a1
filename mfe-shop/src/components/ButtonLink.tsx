import { Button, Link } from 'shared-ui';

/** A link that looks like the site's buttons (same variants). */
export const ButtonLink = Button.withComponent(Link);
