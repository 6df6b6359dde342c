import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { ThemeModeProvider } from '../theme/theme-mode';
import { EventThemeProvider } from './event-theme';

/**
 * The component tests' setup (tooling/jest.setup.cjs) keeps antd's CSS-in-JS out of jsdom's document, where
 * each role query would match every rule against every element; antd still renders as it does in a page.
 */
describe("antd's styles in component tests", () => {
  it('are written outside the document, under the app theme and under antd defaults alike', () => {
    render(
      <>
        <ThemeModeProvider>
          <EventThemeProvider>
            <Button type="primary">Invite</Button>
          </EventThemeProvider>
        </ThemeModeProvider>
        <ConfigProvider>
          <Button>Cancel</Button>
        </ConfigProvider>
      </>,
    );

    expect(screen.getByRole('button', { name: 'Invite' })).toHaveClass('ant-btn-primary');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('ant-btn');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
