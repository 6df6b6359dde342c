import { render, screen } from '@testing-library/react';
import { CommentCountBadge } from './comment-count-badge';

describe('the comment count', () => {
  it('shows the number and reads it out as comments', () => {
    render(<CommentCountBadge count={3} />);
    const badge = screen.getByRole('img', { name: '3 comments' });
    expect(badge).toHaveTextContent('3');
  });

  it('says one comment in the singular', () => {
    render(<CommentCountBadge count={1} />);
    expect(screen.getByRole('img', { name: '1 comment' })).toBeInTheDocument();
  });
});
