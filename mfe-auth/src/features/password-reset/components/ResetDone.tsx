import { ROUTE_PATHS } from 'shared-kit';
import { Link } from 'shared-ui';
import { FormMessage, LinkRow } from 'shared-ui/forms';

/** Where both reset steps end: what happened, and the way back to the login. */
export function ResetDone({ testId, message, toLogin }: { testId: string; message: string; toLogin: string }) {
  return (
    <>
      <FormMessage tone="success" testId={testId}>
        {message}
      </FormMessage>
      <LinkRow>
        <Link to={ROUTE_PATHS['auth-login']}>{toLogin}</Link>
      </LinkRow>
    </>
  );
}
