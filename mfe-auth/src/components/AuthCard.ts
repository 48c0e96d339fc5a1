import styled from '@emotion/styled';
import { Card } from 'shared-ui';

/** The auth pages are one narrow column: comfortable on a phone, not stretched on a desktop. */
export const AuthCard = styled(Card)`
  max-width: 32rem;
  margin: 0 auto;
`;
