import { render } from '@testing-library/react';
import { useBringIntoView } from './use-bring-into-view';

function Message({ text, focus }: { text: string | null; focus?: boolean }) {
  const ref = useBringIntoView<HTMLParagraphElement>(text, { focus });
  return <p ref={ref}>{text}</p>;
}

describe('useBringIntoView', () => {
  let scrolled: jest.Mock;
  beforeEach(() => {
    scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
  });

  it('scrolls a message into view each time it changes, and not while empty', () => {
    const view = render(<Message text={null} />);
    expect(scrolled).not.toHaveBeenCalled();
    view.rerender(<Message text="Code invalide" />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    view.rerender(<Message text="Code déjà utilisé" />);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('focuses the message when asked, so a screen reader reads it', () => {
    const view = render(<Message text={null} focus />);
    view.rerender(<Message text="Merci !" focus />);
    const message = view.getByText('Merci !');
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('tabindex', '-1');
  });
});
