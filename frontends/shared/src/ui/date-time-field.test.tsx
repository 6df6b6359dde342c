import { fireEvent, render, screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DateTimeField, NATIVE_INPUT_QUERY } from './date-time-field';

function Field({ initial = null, onChange }: { initial?: Dayjs | null; onChange?: (value: Dayjs | null) => void }) {
  const [value, setValue] = useState<Dayjs | null>(initial);
  return (
    <DateTimeField
      aria-label="Start"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function EndAfterStart({ start, onEnd }: { start: Dayjs | null; onEnd: (value: Dayjs | null) => void }) {
  const [end, setEnd] = useState<Dayjs | null>(null);
  return (
    <DateTimeField
      aria-label="End"
      value={end}
      start={start}
      defaultSpan={[2, 'hour']}
      onChange={(next) => {
        setEnd(next);
        onEnd(next);
      }}
    />
  );
}

/** A field holding a value, in a form whose submission is recorded. */
function renderInForm() {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onChange = jest.fn();
  render(
    <form onSubmit={onSubmit}>
      <Field initial={dayjs('2030-06-12T08:40:00')} onChange={onChange} />
      <button type="submit">Save</button>
    </form>,
  );
  return { onSubmit, onChange };
}

describe('DateTimeField', () => {
  it('shows the date and time without seconds', () => {
    render(<Field initial={dayjs('2030-06-12T08:40:37')} />);
    expect(screen.getByLabelText('Start')).toHaveValue('Jun 12, 2030 08:40');
  });

  it('opens a picker with hour and minute columns only, and no OK button', () => {
    render(<Field initial={dayjs('2030-06-12T08:40:00')} />);
    fireEvent.mouseDown(screen.getByLabelText('Start'));
    fireEvent.click(screen.getByLabelText('Start'));
    const columns = document.querySelectorAll('.ant-picker-time-panel-column');
    expect(columns).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });

  it('takes a fully typed date and time, seconds dropped', () => {
    const onChange = jest.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: '2030-06-12 08:40' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(expect.anything());
    expect((onChange.mock.lastCall?.[0] as Dayjs).format('YYYY-MM-DD HH:mm:ss')).toBe('2030-06-12 08:40:00');
  });

  it('does not submit the form on Enter in a half-typed date and keeps the last valid value', () => {
    const { onSubmit, onChange } = renderInForm();
    const input = screen.getByLabelText('Start');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: '2030-06-1' } });
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter' });
    expect(notPrevented).toBe(false);
    fireEvent.blur(input);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('defaults an empty end to the start plus the span', () => {
    const onEnd = jest.fn();
    const { rerender } = render(<EndAfterStart start={null} onEnd={onEnd} />);
    expect(onEnd).not.toHaveBeenCalled();
    const start = dayjs('2031-02-03T18:00:00');
    rerender(<EndAfterStart start={start} onEnd={onEnd} />);
    expect((onEnd.mock.lastCall?.[0] as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2031-02-03 20:00');
  });

  it('opens an empty end at the start month', () => {
    render(<DateTimeField aria-label="End" start={dayjs('2031-02-03T18:00:00')} />);
    const input = screen.getByLabelText('End');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    expect(document.querySelector('.ant-picker-month-btn')).toHaveTextContent('Feb');
    expect(document.querySelector('.ant-picker-year-btn')).toHaveTextContent('2031');
  });

  describe('on a phone or touch screen', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        ...matchMedia(query),
        matches: query === NATIVE_INPUT_QUERY,
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it("uses the device's own date and time input, to the minute", () => {
      const onChange = jest.fn();
      render(<Field initial={dayjs('2030-06-12T08:40:37')} onChange={onChange} />);
      const input = screen.getByLabelText('Start');
      expect(input).toHaveAttribute('type', 'datetime-local');
      expect(input).toHaveValue('2030-06-12T08:40');
      fireEvent.change(input, { target: { value: '2030-07-01T19:05' } });
      expect((onChange.mock.lastCall?.[0] as Dayjs).format('YYYY-MM-DD HH:mm:ss')).toBe('2030-07-01 19:05:00');
    });

    it('keeps the last value while the date is half typed, and never submits the form on Enter', () => {
      const { onSubmit, onChange } = renderInForm();
      const input = screen.getByLabelText('Start') as HTMLInputElement;
      Object.defineProperty(input, 'validity', { value: { badInput: true } });
      fireEvent.change(input, { target: { value: '' } });
      expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
      expect(onChange).not.toHaveBeenCalled();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('clears when the person empties it', () => {
      const onChange = jest.fn();
      render(<Field initial={dayjs('2030-06-12T08:40:00')} onChange={onChange} />);
      fireEvent.change(screen.getByLabelText('Start'), { target: { value: '' } });
      expect(onChange).toHaveBeenLastCalledWith(null);
    });
  });
});
