import type { ColourInUse, ThemeColors } from '@gatherly/shared';
import { ColorPicker, Form, Input, Space } from 'antd';
import { useEffect, useId, useState } from 'react';
import { ColourInUseNote } from './colour-in-use';
import { HEX_INVALID, isHex } from './colour-rules';

interface Props {
  name: keyof ThemeColors;
  label: string;
  saved: string;
  /** The colour the app paints instead of the saved one, if it does. */
  inUse?: ColourInUse;
  /** Called when the picker closes or the hex input loses focus. */
  onCommit: (name: keyof ThemeColors, value: string) => void;
}

/** A theme colour chosen with the picker or typed as hex, the two kept in step. */
export function ColourField({ name, label, saved, inUse, onCommit }: Props) {
  const id = useId();
  const noteId = `${id}-in-use`;
  const [value, setValue] = useState(saved);
  const invalid = !isHex(value);
  useEffect(() => setValue(saved), [saved]);

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={invalid ? 'error' : undefined}
      help={invalid ? HEX_INVALID : undefined}
      extra={inUse && <ColourInUseNote id={noteId} inUse={inUse} />}
    >
      <Space.Compact>
        <ColorPicker
          value={isHex(value) ? value : saved}
          disabledAlpha
          onChange={(colour) => setValue(colour.toHexString())}
          onOpenChange={(open) => {
            if (!open) onCommit(name, value);
          }}
        />
        <Input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => onCommit(name, value)}
          aria-describedby={inUse ? noteId : undefined}
          style={{ width: 120 }}
        />
      </Space.Compact>
    </Form.Item>
  );
}
