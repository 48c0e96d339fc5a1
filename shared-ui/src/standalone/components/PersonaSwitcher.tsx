import { useId, useState } from 'react';
import { applyPersona, PERSONAS, type PersonaId } from '../personas';
import { remountPage, useQa, useSessionUser } from '../qa-context';
import { Field, Outcome, PanelSection, Row } from './panel-styles';
import { useQaAction } from './use-qa-action';

/** Makes the chosen persona for real (sign-up through the own backend + sandbox controls). */
export function PersonaSwitcher() {
  const deps = useQa();
  const user = useSessionUser();
  const selectId = useId();
  const [persona, setPersona] = useState<PersonaId>('stars-1000');
  const { busy, message, error, run } = useQaAction();
  return (
    <PanelSection aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`}>Persona</h3>
      <Outcome data-testid="qa-current-user">
        {user ? `Connecté : ${user.firstName} ${user.lastName} <${user.email}>` : 'Visiteur anonyme'}
      </Outcome>
      <Row>
        <Field>
          <label htmlFor={selectId}>Choisir un persona</label>
          <select
            id={selectId}
            value={persona}
            onChange={(event) => setPersona(event.target.value as PersonaId)}
            disabled={busy !== null}
          >
            {(Object.keys(PERSONAS) as PersonaId[]).map((id) => (
              <option key={id} value={id}>
                {PERSONAS[id]}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          disabled={busy !== null}
          aria-busy={busy !== null}
          onClick={() =>
            void run(PERSONAS[persona], async () => {
              const result = await applyPersona(persona, deps);
              remountPage();
              return result.email ? `${result.note} (${result.email} / ${result.password})` : result.note;
            })
          }
        >
          {busy ? 'Création…' : 'Appliquer'}
        </button>
      </Row>
      <div aria-live="polite">
        {message ? <Outcome data-testid="qa-persona-result">{message}</Outcome> : null}
        {error ? (
          <Outcome error role="alert">
            {error}
          </Outcome>
        ) : null}
      </div>
    </PanelSection>
  );
}
