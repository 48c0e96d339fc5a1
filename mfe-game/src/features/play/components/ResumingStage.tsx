import { useSiteRuntime } from 'shared-ui';
import { GameStage } from '../../../components/GameStage';
import type { GameDefinition } from '../../../games/games';
import { GAME_FR } from '../../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

/** While a prize page asks the provider for the participation to resume. */
export function ResumingStage({ definition, testId }: { definition: GameDefinition; testId: string }) {
  useSiteLanguage();
  const { kit } = useSiteRuntime();
  return (
    <GameStage
      definition={definition}
      kicker={definition.name}
      title={GAME_FR.winner.resuming}
      titleId={`${testId}-title`}
      testId={testId}
      kitInstance={kit.instanceId}
    >
      <p aria-live="polite" aria-busy="true">
        {GAME_FR.winner.resumingText}
      </p>
    </GameStage>
  );
}
