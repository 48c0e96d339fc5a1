import styled from '@emotion/styled';
import { buttonLook, Link } from 'shared-ui';
import { ROUTE_PATHS } from 'shared-kit';
import { useReturnPath, withReturnPath } from '../../../lib/return-path';
import { AUTH_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

const Choices = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Choice = styled.div`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  p {
    margin: 0;
  }
`;

// Link is a component: emotion would hand it `tone`, which would end up on the <a>. The look is the site's button
// (each variant pairs a background with its contrast colour, in both themes).
const ChoiceLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: 'primary' | 'secondary' }>`
  ${({ theme, tone }) => buttonLook({ theme, variant: tone })}
`;

/** /connexion: log in or sign up; a local `r` follows the user to either form (GUARD-4). */
export function AuthChoice() {
  useSiteLanguage();
  const returnPath = useReturnPath();
  return (
    <>
      <p>{AUTH_FR.landing.intro}</p>
      <Choices>
        <Choice>
          <p>{AUTH_FR.landing.haveAccount}</p>
          <ChoiceLink tone="primary" to={withReturnPath(ROUTE_PATHS['auth-login'], returnPath)}>
            {AUTH_FR.landing.login}
          </ChoiceLink>
        </Choice>
        <Choice>
          <p>{AUTH_FR.landing.noAccount}</p>
          <ChoiceLink tone="secondary" to={withReturnPath(ROUTE_PATHS['auth-signup'], returnPath)}>
            {AUTH_FR.landing.signup}
          </ChoiceLink>
        </Choice>
      </Choices>
    </>
  );
}
