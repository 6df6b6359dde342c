import type { EventDetail } from '@gatherly/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import type { AutoSave } from '../auto-save/use-auto-save';
import { EssentialsSection } from './essentials-section';
import { FAQ_MAX_ENTRIES } from './essentials-rules';

const FAQ = [
  { question: 'Can I bring my dog?', answer: 'Yes, the garden is fenced.' },
  { question: 'Is there parking?', answer: 'Behind the barn.' },
];

function renderCard(changes: Partial<EventDetail> = {}) {
  const save = jest.fn<Promise<boolean>, Parameters<AutoSave['save']>>(async () => true);
  const event = { dressCode: null, registryUrl: null, faq: FAQ, ...changes } as EventDetail;
  const view = render(
    <Form layout="vertical" component="div">
      <EssentialsSection event={event} autoSave={{ statusOf: () => 'idle', save }} />
    </Form>,
  );
  return {
    save,
    event,
    rerender: (next: EventDetail) =>
      view.rerender(
        <Form layout="vertical" component="div">
          <EssentialsSection event={next} autoSave={{ statusOf: () => 'idle', save }} />
        </Form>,
      ),
  };
}

const entry = (number: number) => screen.getByRole('group', { name: `FAQ entry ${number}` });

describe('The Essentials settings card', () => {
  it('saves the dress code on blur, trimmed, and clears it when emptied', () => {
    const { save } = renderCard({ dressCode: 'Smart casual' });
    const dressCode = screen.getByLabelText('Dress code (optional)');
    expect(dressCode).toHaveValue('Smart casual');
    expect(dressCode).toHaveAttribute('maxlength', '200');
    fireEvent.change(dressCode, { target: { value: '  Garden party  ' } });
    fireEvent.blur(dressCode);
    expect(save).toHaveBeenLastCalledWith('dressCode', { dressCode: 'Garden party' });
    fireEvent.change(dressCode, { target: { value: '' } });
    fireEvent.blur(dressCode);
    expect(save).toHaveBeenLastCalledWith('dressCode', { dressCode: null });
  });

  it('saves a registry web address, and refuses a javascript: link without sending it', () => {
    const { save } = renderCard();
    const registry = screen.getByLabelText('Gift registry link (optional)');
    fireEvent.change(registry, { target: { value: 'javascript:alert(1)' } });
    fireEvent.blur(registry);
    expect(screen.getByText('Registry link must be a web address (http or https)')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(registry, { target: { value: 'https://www.zola.com/registry/ada' } });
    fireEvent.blur(registry);
    expect(save).toHaveBeenCalledWith('registryUrl', { registryUrl: 'https://www.zola.com/registry/ada' });
  });

  it('shows the FAQ in order and saves an edited answer when the focus leaves its entry', () => {
    const { save } = renderCard();
    expect(screen.getByLabelText('Question 1')).toHaveValue('Can I bring my dog?');
    expect(screen.getByLabelText('Question 2')).toHaveValue('Is there parking?');
    const answer = screen.getByLabelText('Answer 2');
    fireEvent.change(answer, { target: { value: 'Free, behind the barn. ' } });
    // From the answer to its own question: still in the entry, nothing saved yet.
    fireEvent.blur(answer, { relatedTarget: screen.getByLabelText('Question 2') });
    expect(save).not.toHaveBeenCalled();
    fireEvent.blur(answer);
    expect(save).toHaveBeenCalledWith('faq', { faq: [FAQ[0], { ...FAQ[1], answer: 'Free, behind the barn.' }] });
  });

  it('does not save an entry the focus left unchanged', () => {
    const { save } = renderCard();
    fireEvent.blur(screen.getByLabelText('Question 1'));
    expect(save).not.toHaveBeenCalled();
  });

  it('moves an entry up or down and removes one, saving the new list at once', () => {
    const { save } = renderCard();
    expect(within(entry(1)).getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(within(entry(2)).getByRole('button', { name: 'Move question 2 down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(save).toHaveBeenLastCalledWith('faq', { faq: [FAQ[1], FAQ[0]] });
    expect(screen.getByLabelText('Question 1')).toHaveValue('Is there parking?');
    fireEvent.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(save).toHaveBeenLastCalledWith('faq', { faq: FAQ });
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(save).toHaveBeenLastCalledWith('faq', { faq: [FAQ[1]] });
    expect(screen.queryByRole('group', { name: 'FAQ entry 2' })).not.toBeInTheDocument();
  });

  it('adds an entry, saving it only once it has both a question and an answer', () => {
    const { save } = renderCard({ faq: [] });
    fireEvent.click(screen.getByRole('button', { name: /Add question/ }));
    const question = screen.getByLabelText('Question 1');
    expect(question).toHaveFocus();
    // Left with nothing written: it waits, unnamed and unsaved.
    fireEvent.blur(question);
    expect(save).not.toHaveBeenCalled();
    expect(screen.queryByText('FAQ answer is required')).not.toBeInTheDocument();
    fireEvent.change(question, { target: { value: 'Are children welcome?' } });
    fireEvent.blur(question);
    expect(screen.getByText('FAQ answer is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    const answer = screen.getByLabelText('Answer 1');
    fireEvent.change(answer, { target: { value: 'Of course.' } });
    expect(screen.queryByText('FAQ answer is required')).not.toBeInTheDocument();
    fireEvent.blur(answer);
    expect(save).toHaveBeenCalledWith('faq', { faq: [{ question: 'Are children welcome?', answer: 'Of course.' }] });
  });

  it('keeps an entry being written when the saved list comes back, and takes a list changed elsewhere', () => {
    const { rerender, event } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: /Add question/ }));
    rerender({ ...event, faq: [...FAQ] });
    expect(screen.getByRole('group', { name: 'FAQ entry 3' })).toBeInTheDocument();
    rerender({ ...event, faq: [FAQ[1]!] });
    expect(screen.getByLabelText('Question 1')).toHaveValue('Is there parking?');
    expect(screen.queryByRole('group', { name: 'FAQ entry 2' })).not.toBeInTheDocument();
  });

  it('offers no more entries past the limit, and says why', () => {
    const faq = Array.from({ length: FAQ_MAX_ENTRIES }, (_, index) => ({ question: `Q${index}?`, answer: 'Yes' }));
    renderCard({ faq });
    expect(screen.getByRole('button', { name: /Add question/ })).toBeDisabled();
    expect(screen.getByText('The FAQ may hold at most 20 questions')).toBeInTheDocument();
  });
});
