import { createQueryClient } from '@gatherly/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { UploadDialog } from './upload-dialog';
import { FeedbackProvider } from '@gatherly/shared/ui';

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FeedbackProvider notification={{}}>
        <UploadDialog eventId="e1" open onClose={jest.fn()} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
}

/** The picker replaces its input after each pick, so it is looked up each time. */
const picker = () => document.querySelector('input[type=file]') as HTMLInputElement;
const pick = (files: File[]) => fireEvent.change(picker(), { target: { files } });

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('Upload Photos dialog', () => {
  it('accepts images only, up to 10 MB each, up to 10 at a time', async () => {
    renderDialog();
    expect(picker()).toHaveAttribute('accept', 'image/*');
    expect(picker()).toHaveAttribute('multiple');
    pick([file('notes.txt', 'text/plain')]);
    await waitFor(() => expect(screen.getByText('Only images can be uploaded')).toBeInTheDocument());
    pick(Array.from({ length: 11 }, (_, index) => file(`p${index}.jpg`, 'image/jpeg')));
    await waitFor(() => expect(screen.getByText('You can only upload 10 files')).toBeInTheDocument());
    pick([file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)]);
    await waitFor(() => expect(screen.getByText('huge.jpg exceeds maximum allowed size of 10 MB')).toBeInTheDocument());
  });
});
