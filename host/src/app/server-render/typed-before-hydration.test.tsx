import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepTypedFields } from './typed-before-hydration';

function Form({ onValue }: { onValue: (value: string) => void }) {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input
        id="email"
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onValue(event.target.value);
        }}
      />
      <input id="agreed" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <output id="state">{`${email}|${String(agreed)}`}</output>
    </form>
  );
}

describe('what is typed before hydration', () => {
  it('is given back to the form once hydrated, through its own change handlers', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form onValue={() => undefined} />);
    (container.querySelector('#email') as HTMLInputElement).value = 'avant@exemple.fr';
    (container.querySelector('#agreed') as HTMLInputElement).checked = true;

    const giveBack = keepTypedFields(container);
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Form onValue={(value) => seen.push(value)} />);
    });
    await act(async () => giveBack());

    expect(seen).toEqual(['avant@exemple.fr']);
    expect(container.querySelector('#state')?.textContent).toBe('avant@exemple.fr|true');
    expect((container.querySelector('#email') as HTMLInputElement).value).toBe('avant@exemple.fr');
    container.remove();
  });

  it('gives back a box ticked while the page hydrated, even when React saw the tick without telling the form', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form onValue={() => undefined} />);
    const box = container.querySelector('#agreed') as HTMLInputElement;
    box.checked = true;
    const giveBack = keepTypedFields(container);
    await act(async () => {
      hydrateRoot(container, <Form onValue={() => undefined} />);
    });
    // As the tick lands when hydration ends: the box shows it and React's value tracker holds it, the form's state
    // not (a replayed click that found no change).
    box.checked = true;
    expect(container.querySelector('#state')?.textContent).toBe('|false');
    await act(async () => giveBack());
    expect(container.querySelector('#state')?.textContent).toBe('|true');
    expect(box.checked).toBe(true);
    container.remove();
  });

  it('leaves untouched fields alone', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form onValue={() => undefined} />);
    const giveBack = keepTypedFields(container);
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Form onValue={(value) => seen.push(value)} />);
    });
    await act(async () => giveBack());
    expect(seen).toEqual([]);
    expect(container.querySelector('#state')?.textContent).toBe('|false');
    container.remove();
  });

  it('tells the page of files chosen before hydration (they stay on the input)', async () => {
    function Upload({ onFiles }: { onFiles: (names: string[]) => void }) {
      return (
        <input
          id="receipt"
          type="file"
          onChange={(event) => onFiles([...(event.target.files ?? [])].map((file) => file.name))}
        />
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Upload onFiles={() => undefined} />);
    const input = container.querySelector('#receipt') as HTMLInputElement;
    const files = [new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' })];
    Object.defineProperty(input, 'files', { value: Object.assign(files, { item: (index: number) => files[index] }) });
    const giveBack = keepTypedFields(container);
    const seen: string[][] = [];
    await act(async () => {
      hydrateRoot(container, <Upload onFiles={(names) => seen.push(names)} />);
    });
    await act(async () => giveBack());
    expect(seen).toEqual([['ticket.pdf']]);
    container.remove();
  });
});
