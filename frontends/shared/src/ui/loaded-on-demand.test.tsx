import { act, render, screen } from '@testing-library/react';
import { loadedOnOpen } from './loaded-on-demand';

function Dialog({ open, title }: { open: boolean; title: string }) {
  return <div role="dialog" aria-label={title} data-open={open} />;
}

/** A dialog module whose loading the test counts. */
function dialogModule() {
  const load = jest.fn(() => Promise.resolve(Dialog));
  const Loaded = loadedOnOpen(load, ({ open }: { open: boolean; title: string }) => open);
  return { load, Loaded };
}

describe('loadedOnOpen', () => {
  it('loads nothing while the dialog stays closed', () => {
    const { load, Loaded } = dialogModule();
    const { rerender } = render(<Loaded open={false} title="Closed" />);
    rerender(<Loaded open={false} title="Still closed" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the dialog when it first opens, and keeps it mounted once closed, for its closing animation', async () => {
    const { load, Loaded } = dialogModule();
    const { rerender } = render(<Loaded open={false} title="Plans" />);
    rerender(<Loaded open title="Plans" />);
    expect(await screen.findByRole('dialog', { name: 'Plans' })).toHaveAttribute('data-open', 'true');
    rerender(<Loaded open={false} title="Plans" />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('dialog', { name: 'Plans' })).toHaveAttribute('data-open', 'false');
    rerender(<Loaded open title="Plans" />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
