import { act, render, screen, within } from '@testing-library/react';
import { ThemeModeProvider } from '../theme/theme-mode';
import { EventThemeProvider } from './event-theme';
import { useConfirm } from './feedback';
import { useNotify } from './notify';

function Screen() {
  const notify = useNotify();
  const confirm = useConfirm();
  return (
    <>
      <button onClick={() => notify({ title: 'Event Deleted', description: 'The event is gone.' })}>Toast</button>
      <button onClick={() => notify({ title: 'Error', description: 'Try again.', variant: 'destructive' })}>
        Fail
      </button>
      <button onClick={() => confirm({ title: 'Delete Event', content: 'Sure?', okText: 'Delete Event' })}>Ask</button>
    </>
  );
}

const themed = () =>
  render(
    <ThemeModeProvider>
      <EventThemeProvider>
        <Screen />
      </EventThemeProvider>
    </ThemeModeProvider>,
  );

describe("The SDK's toasts and confirmations", () => {
  it('renders no toast or dialog holder with the first screen', () => {
    themed();
    expect(document.querySelector('.ant-notification')).toBeNull();
    expect(document.querySelector('.ant-modal-root')).toBeNull();
  });

  it('opens a confirmation from the click itself once the browser has been idle', async () => {
    themed();
    // jsdom has no idle callbacks: the SDK's stand-in timer, then the holders' code, arrive meanwhile.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    act(() => screen.getByRole('button', { name: 'Ask' }).click());
    expect(within(screen.getByRole('dialog')).getByText('Sure?')).toBeInTheDocument();
  });

  it('shows a toast asked for before antd has loaded, then the next ones at once', async () => {
    themed();
    act(() => screen.getByRole('button', { name: 'Toast' }).click());
    expect(await screen.findByText('The event is gone.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Fail' }).click());
    expect(await screen.findByText('Try again.')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice-error')).not.toBeNull();
  });

  it.each([
    ['a phone', true, 'ant-notification-top'],
    ['a wider screen', false, 'ant-notification-bottomRight'],
  ])('shows toasts where they cover nothing being reached for on %s', async (_screen, narrow, placement) => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: narrow && query === '(max-width: 767px)', media: query }) as MediaQueryList,
      );
    try {
      themed();
      act(() => screen.getByRole('button', { name: 'Toast' }).click());
      await screen.findByText('The event is gone.');
      expect(document.querySelector('.ant-notification')).toHaveClass(placement);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it("asks for confirmation in antd's dialog, in the app's theme", async () => {
    themed();
    act(() => screen.getByRole('button', { name: 'Ask' }).click());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sure?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete Event' })).toBeInTheDocument();
  });

  it("sets the theme's CSS variables on a root around the app's own markup", () => {
    themed();
    const root = document.querySelector('[data-theme-root]')!;
    expect(root.className).toMatch(/^css-var-/);
    expect(root).toContainElement(screen.getByRole('button', { name: 'Toast' }));
  });
});
