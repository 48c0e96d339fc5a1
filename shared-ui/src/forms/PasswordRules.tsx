import styled from '@emotion/styled';
import { PASSWORD_RULES } from '../lib/field-schemas';
import { AUTH_FR } from '../messages/fr';
import { Hint } from './form-styles';

const List = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.2rem;
`;

const Rule = styled.li<{ met: boolean }>`
  color: ${({ theme, met }) => (met ? theme.colors.success : 'inherit')};
`;

/** The rules are shown before typing (issue #5: "show password rules") and tick as they are met. */
export function PasswordRules({ id, value }: { id: string; value: string | undefined }) {
  const password = value ?? '';
  return (
    <Hint id={id}>
      {AUTH_FR.passwordRules.title}
      <List>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Rule key={rule.id} met={met}>
              {met ? '✓ ' : ''}
              {rule.label}
              <span className="visually-hidden"> ({met ? AUTH_FR.passwordRules.met : AUTH_FR.passwordRules.unmet})</span>
            </Rule>
          );
        })}
      </List>
    </Hint>
  );
}
