import styled from '@emotion/styled';
import { PASSWORD_RULE } from 'shared-kit/contracts';
import { FORMS_FR } from './messages';
import { Hint } from './form-styles';
import { useSiteLanguage } from 'shared-ui/i18n';

const List = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.2rem;
`;

const Rule = styled.li<{ met: boolean }>`
  color: ${({ theme, met }) => (met ? theme.colors.success : 'inherit')};
`;

/** The rule (shared-kit contracts, AUTH-8) is shown before typing (a rule learnt only after a refused submit costs the user a retry) and tick as they are met. */
export function PasswordRules({ id, value }: { id: string; value: string | undefined }) {
  useSiteLanguage();
  const password = value ?? '';
  return (
    <Hint id={id}>
      {FORMS_FR.passwordRules.title}
      <List>
        {PASSWORD_RULE.map((part) => {
          const met = part.test(password);
          return (
            <Rule key={part.id} met={met}>
              {met ? '✓ ' : ''}
              {FORMS_FR.passwordRules[part.id]}
              <span className="visually-hidden">
                {' '}
                ({met ? FORMS_FR.passwordRules.met : FORMS_FR.passwordRules.unmet})
              </span>
            </Rule>
          );
        })}
      </List>
    </Hint>
  );
}
