import { Link, type LinkProps } from '../navigation/navigation';
import { Button, type ButtonVariant } from './Button';

const LinkButton = Button.withComponent(Link);

/** A link that looks like the site's call-to-action button (a real `<a href>`, not a button), for every remote. */
export function ButtonLink(props: LinkProps & { variant?: ButtonVariant }) {
  return <LinkButton {...props} />;
}
