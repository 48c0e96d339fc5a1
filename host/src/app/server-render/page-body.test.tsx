import { act, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { interactiveGate, InteractiveGateProvider, PageBody } from './page-body';

function Seen({ name, seen }: { name: string; seen: string[] }) {
  useEffect(() => {
    seen.push(name);
  }, [name, seen]);
  return <p id={name}>{name}</p>;
}

/** As `App` does: the gate made once, the root's commit told from the root's own effect. */
function Root({ seen, withBody }: { seen: string[]; withBody: boolean }) {
  const [gate] = useState(() => interactiveGate(() => seen.push('interactive')));
  useEffect(() => {
    seen.push('root');
    gate.rootCommitted();
  }, [gate, seen]);
  return (
    <InteractiveGateProvider value={gate}>
      <Seen name="frame" seen={seen} />
      {withBody ? (
        <PageBody>
          <Seen name="body" seen={seen} />
        </PageBody>
      ) : null}
    </InteractiveGateProvider>
  );
}

async function hydrated(tree: (seen: string[]) => ReactNode): Promise<{ seen: string[]; container: HTMLElement }> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(tree([]));
  const seen: string[] = [];
  await act(async () => {
    hydrateRoot(container, tree(seen));
  });
  return { seen, container };
}

describe('the page body', () => {
  it('hydrates in a commit after the frame’s, and the page is interactive only once it has', async () => {
    const { seen, container } = await hydrated((s) => <Root seen={s} withBody />);
    // In the root's commit the body's effect would run before the root's (children first).
    expect(seen).toEqual(['frame', 'root', 'body', 'interactive']);
    expect(container.querySelector('#body')?.textContent).toBe('body');
    container.remove();
  });

  it('lets a page without a body (an error page) be interactive with the root', async () => {
    const { seen, container } = await hydrated((s) => <Root seen={s} withBody={false} />);
    expect(seen).toEqual(['frame', 'root', 'interactive']);
    container.remove();
  });

  it('waits for every body mounted with the root', () => {
    const seen: string[] = [];
    const gate = interactiveGate(() => seen.push('interactive'));
    const first = {};
    const second = {};
    gate.bodyMounted(first);
    gate.bodyMounted(second);
    gate.rootCommitted();
    gate.bodyCommitted(first);
    expect(seen).toEqual([]);
    gate.bodyCommitted(second);
    gate.bodyCommitted(second);
    gate.rootCommitted();
    expect(seen).toEqual(['interactive']);
  });

  it('renders its content at once when the page is rendered rather than hydrated', () => {
    const html = renderToString(
      <PageBody>
        <p>contenu</p>
      </PageBody>,
    );
    expect(html).toContain('<p>contenu</p>');
  });
});
