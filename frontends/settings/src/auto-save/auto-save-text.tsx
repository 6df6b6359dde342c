import { Form, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { saveStatusExtra } from './save-indicator';
import { shouldSave } from './save-status';
import type { AutoSave, EventChanges } from './use-auto-save';

type TextField = 'name' | 'description' | 'location' | 'customLogo' | 'dressCode' | 'registryUrl';

interface Props {
  field: TextField;
  label: string;
  saved: string | null;
  autoSave: AutoSave;
  optional?: boolean;
  multiline?: boolean;
  placeholder?: string;
  /** The server's limit: no more can be typed. */
  maxLength?: number;
  /** A problem with the value that keeps it from being saved, or null. */
  validate?: (value: string) => string | null;
  /** Follows the typed value, e.g. for a live preview. */
  onValueChange?: (value: string) => void;
}

/** A text setting saved on blur when it changed (spec section 5). */
export function AutoSaveText({
  field,
  label,
  saved,
  autoSave,
  optional,
  multiline,
  placeholder,
  maxLength,
  validate,
  onValueChange,
}: Props) {
  const id = useId();
  const [value, setValue] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => setValue(saved ?? ''), [saved]);

  const change = (next: string) => {
    setValue(next);
    setProblem(null);
    onValueChange?.(next);
  };

  const blur = () => {
    const trimmed = value.trim();
    const invalid = validate?.(trimmed) ?? null;
    setProblem(invalid);
    if (invalid || !shouldSave(value, saved, optional)) return;
    void autoSave.save(field, { [field]: trimmed || null } as EventChanges);
  };

  const props = {
    id,
    value,
    placeholder,
    maxLength,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    onBlur: blur,
    status: problem ? ('error' as const) : undefined,
  };
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? undefined}
      extra={saveStatusExtra(autoSave.statusOf(field))}
    >
      {multiline ? <Input.TextArea rows={3} {...props} /> : <Input {...props} />}
    </Form.Item>
  );
}
