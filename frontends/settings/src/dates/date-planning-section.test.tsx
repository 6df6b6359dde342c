import type { EventDetail } from '@gatherly/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { AutoSave } from '../auto-save/use-auto-save';
import { DatePlanningSection, END_BEFORE_START } from './date-planning-section';

const event = {
  id: 'e1',
  startDate: '2030-06-12T18:00:00.000Z',
  endDate: '2030-06-14T18:00:00.000Z',
  timeZone: 'UTC',
} as EventDetail;

function renderSection() {
  const autoSave: AutoSave = { statusOf: () => 'idle', save: jest.fn().mockResolvedValue(true) };
  render(
    <Form>
      <DatePlanningSection event={event} autoSave={autoSave} />
    </Form>,
  );
  return autoSave;
}

/** The date picker loads on first render (loadedOnRender), so the field is awaited. */
async function typeDate(label: string, text: string) {
  const input = await screen.findByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('Event Dates in Settings', () => {
  it('refuses an end before the start beside End Date and saves nothing', async () => {
    const autoSave = renderSection();
    await typeDate('End Date', '2030-06-11 18:00');
    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(autoSave.save).not.toHaveBeenCalled();
  });

  it('saves an end after the start', async () => {
    const autoSave = renderSection();
    await typeDate('End Date', '2030-06-15 18:00');
    expect(autoSave.save).toHaveBeenCalledWith('endDate', { endDate: expect.stringMatching(/^2030-06-15/) });
    expect(screen.queryByText(END_BEFORE_START)).not.toBeInTheDocument();
  });
});
