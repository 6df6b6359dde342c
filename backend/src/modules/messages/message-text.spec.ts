import { messageText } from './message-text';

describe('messageText', () => {
  it('trims the blank edges and keeps the lines inside', () => {
    expect(messageText('  \n Bring a jacket.\n\nIt gets cold.  \n')).toBe('Bring a jacket.\n\nIt gets cold.');
  });

  it('makes Windows and old Mac line ends plain', () => {
    expect(messageText('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
  });

  it('keeps markup as the text it is: nothing is stripped or escaped when stored', () => {
    expect(messageText('<b>bold</b> & <script>x</script>')).toBe('<b>bold</b> & <script>x</script>');
  });

  it('makes a blank message empty, and leaves what is not text for the validators', () => {
    expect(messageText(' \n\t ')).toBe('');
    expect(messageText(42)).toBe(42);
    expect(messageText(null)).toBeNull();
  });
});
