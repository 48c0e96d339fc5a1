import styled from '@emotion/styled';
import type { PlayedCode } from 'shared-kit';
import { Button, useAtom, useNavigate } from 'shared-ui';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import { participationAtom } from '../state/participation';
import { participationFromPlayed } from '../state/resume';
import { useSiteLanguage } from 'shared-ui/i18n';

const Banner = styled.section`
  display: grid;
  gap: 0.6rem;
  margin: 0 0 1.5rem;
  padding: 1rem 1.2rem;
  border-radius: 14px;
  border: 3px solid ${({ theme }) => theme.colors.tertiary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
  button {
    justify-self: start;
  }
`;

/**
 * An unfinished participation the provider knows of (a won code whose details were not sent, or a code whose receipt
 * never left): said on the game's first page, with the button that takes it up again.
 */
export function ResumeBanner({ definition, code }: { definition: GameDefinition; code: PlayedCode }) {
  useSiteLanguage();
  const navigate = useNavigate();
  const [, setParticipation] = useAtom(participationAtom);
  const { resume } = GAME_FR;
  const missingReceipt = code.receipt_kit_uuid === null;
  const take = () => {
    setParticipation(participationFromPlayed(definition.game, code));
    if (!missingReceipt) navigate(`${definition.paths.winner}?code=${code.code_id}`);
  };
  return (
    <Banner aria-labelledby="resume-title" data-testid="game-resume" data-code-id={code.code_id}>
      <h2 id="resume-title">{missingReceipt ? resume.receiptTitle : resume.wonTitle}</h2>
      <p>{missingReceipt ? resume.receipt(code.code) : resume.won(code.code)}</p>
      <Button type="button" variant="secondary" onClick={take}>
        {missingReceipt ? resume.sendReceipt : resume.complete}
      </Button>
    </Banner>
  );
}
