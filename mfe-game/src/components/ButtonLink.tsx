import { Button, Link, type ButtonVariant, type LinkProps } from 'shared-ui';

const LinkButton = Button.withComponent(Link);

/** A link that looks like the site's call-to-action button (a real `<a href>`, not a button). */
export function ButtonLink(props: LinkProps & { variant?: ButtonVariant }) {
  return <LinkButton {...props} />;
}
