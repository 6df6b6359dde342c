import { coloursInUse, type EventDetail, type ThemeColors, useThemeMode } from '@gatherly/shared';
import { DEFAULT_THEME_COLORS, useNotify } from '@gatherly/shared/ui';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { AutoSaveText } from '../auto-save/auto-save-text';
import { FIELDS_CARD_STYLES, SaveIndicator } from '../auto-save/save-indicator';
import type { AutoSave } from '../auto-save/use-auto-save';
import { validLogo } from '../basics/event-rules';
import { SETTINGS_TOASTS } from '../settings-toasts';
import { ColourField } from './colour-field';
import { affectsReadability, changedColours, COLOUR_FIELDS } from './colour-rules';
import { LogoPreview } from './logo-preview';

/** Columns of one width, so a note on the colour in use wraps under its field without pushing the others. */
const COLOUR_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  columnGap: 16,
} as const;

/** Branding and Theme: the logo with its live preview and the five theme colours. */
export function BrandingSection({ event, autoSave }: { event: EventDetail; autoSave: AutoSave }) {
  const [logo, setLogo] = useState(event.customLogo ?? '');
  const notify = useNotify();
  const colours: ThemeColors = { ...DEFAULT_THEME_COLORS, ...event.themeColors };
  const inUse = coloursInUse(colours, useThemeMode().mode === 'dark');

  const commitColour = (key: keyof ThemeColors, value: string) => {
    const next = changedColours(colours, key, value);
    if (!next) return;
    void autoSave.save('themeColors', { themeColors: next }).then((saved) => {
      if (saved && affectsReadability(key)) notify(SETTINGS_TOASTS.accessibility(next, key));
    });
  };

  return (
    <Card title="Branding and Theme" styles={FIELDS_CARD_STYLES}>
      <AutoSaveText
        field="customLogo"
        label="Custom Logo URL (optional)"
        placeholder="https://example.com/logo.png"
        saved={event.customLogo}
        autoSave={autoSave}
        optional
        validate={validLogo}
        onValueChange={setLogo}
      />
      <LogoPreview url={logo} />
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>Theme Colors</Typography.Text>
        <SaveIndicator status={autoSave.statusOf('themeColors')} />
      </Flex>
      <div style={COLOUR_GRID}>
        {COLOUR_FIELDS.map(([key, label]) => (
          <ColourField
            key={key}
            name={key}
            label={label}
            saved={colours[key]}
            inUse={inUse[key]}
            onCommit={commitColour}
          />
        ))}
      </div>
    </Card>
  );
}
