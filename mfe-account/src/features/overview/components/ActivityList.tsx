import styled from '@emotion/styled';
import { frenchTypography } from 'shared-ui/display';
import { LoadError, LoadingRows } from '../../../components/DataStates';
import { Muted, TextButton } from '../../../components/page-styles';
import { formatParisDate, useSiteLanguage } from 'shared-ui/i18n';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useActivity } from '../api/use-activity';

const T = ACCOUNT_FR.overview;

const Items = styled.ol`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    padding: 0.6rem 0.8rem;
    border-left: 4px solid ${({ theme }) => theme.colors.tertiary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: 0 10px 10px 0;
  }
  time {
    display: block;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The latest timeline messages, newest first, with « Voir plus » for older ones. */
export function ActivityList() {
  useSiteLanguage();
  const { data, error, size, setSize, isValidating, mutate } = useActivity();
  if (error && !data) return <LoadError onRetry={() => void mutate()} testId="activity-error" />;
  if (!data) return <LoadingRows rows={2} testId="activity-loading" />;
  const messages = data.flatMap((page) => page.messages);
  if (messages.length === 0) return <Muted data-testid="activity-empty">{T.activityEmpty}</Muted>;
  const hasMore = data[data.length - 1]?.has_more === true;
  const loadingMore = isValidating && data.length < size;
  return (
    <>
      <Items data-testid="activity-list">
        {messages.map((message) => (
          <li key={message.identifier} data-testid="activity-item">
            <time dateTime={message.created_at}>{formatParisDate(message.created_at, 'dayTime')}</time>
            {frenchTypography(message.text)}
          </li>
        ))}
      </Items>
      {hasMore ? (
        <TextButton type="button" onClick={() => void setSize(size + 1)} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? T.loadingMore : T.more}
        </TextButton>
      ) : null}
    </>
  );
}
