import styled from '@emotion/styled';
import { gameWinnerPath, pathTo, type GameNumber, type PlayedCode } from 'shared-kit';
import { ButtonLink, useSiteRuntime } from 'shared-ui';
import { benefitLabel } from 'shared-ui/display';
import { isUnfinished } from 'shared-ui/data';
import { LoadError, LoadingRows } from '../../../components/DataStates';
import { Muted } from '../../../components/page-styles';
import { formatParisDate, useSiteLanguage } from 'shared-ui/i18n';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useParticipations } from '../api/use-participations';

const T = ACCOUNT_FR.overview;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  li {
    display: grid;
    gap: 0.35rem;
    padding: 0.75rem 0.9rem;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    overflow-wrap: anywhere;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: baseline;
  }
  .code {
    font-weight: 800;
    letter-spacing: 0.06em;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  .result {
    font-weight: 700;
  }
  a {
    justify-self: start;
  }
`;

function stateText(code: PlayedCode): string | null {
  if (code.receipt_kit_uuid === null) return T.participationNoReceipt;
  if (!code.has_won) return null;
  return code.complete ? T.participationComplete : T.participationIncomplete;
}

/** Where « Compléter ma participation » leads: the current game's prize page, which resumes this very code. */
function finishPath(code: PlayedCode, game: GameNumber): string {
  if (code.receipt_kit_uuid === null) return pathTo(`game-${game}` as const);
  return `${gameWinnerPath(game)}?code=${code.code_id}`;
}

/** Mes participations: every played code, newest first, with its result, its prize and what is left to do. */
export function ParticipationsList() {
  useSiteLanguage();
  const { data, error, mutate } = useParticipations();
  const game = useSiteRuntime().config.game.current;
  if (error && !data) return <LoadError onRetry={() => void mutate()} testId="participations-error" />;
  if (!data) return <LoadingRows rows={1} testId="participations-loading" />;
  if (data.length === 0) return <Muted data-testid="participations-empty">{T.participationsEmpty}</Muted>;
  return (
    <Items data-testid="participations-list">
      {data.map((code) => {
        const state = stateText(code);
        return (
          <li key={code.code_id} data-testid="participation" data-code-id={code.code_id}>
            <div className="head">
              <span className="code">{T.participationCode(code.code)}</span>
              <time dateTime={code.burned_at}>
                {T.participationPlayedOn(formatParisDate(code.burned_at, 'dayTime'))}
              </time>
            </div>
            <span className="result">
              {code.has_won
                ? `${T.participationWon}\u00a0: ${benefitLabel(code.benefit?.key_for_display, game, 'in-sentence')}`
                : T.participationLost}
            </span>
            {state ? <span data-testid="participation-state">{state}</span> : null}
            {isUnfinished(code) ? (
              <ButtonLink to={finishPath(code, game)} variant="secondary">
                {code.receipt_kit_uuid === null ? T.participationSendReceipt : T.participationFinish}
              </ButtonLink>
            ) : null}
          </li>
        );
      })}
    </Items>
  );
}
