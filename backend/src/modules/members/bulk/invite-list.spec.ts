import { readInviteList } from './invite-list';

const person = (line: number, raw: string, name: string | null, email: string, guestLimit = 0) => ({
  line,
  raw,
  name,
  email,
  guestLimit,
  problem: null,
});

describe('readInviteList', () => {
  it('reads "Name <e-mail>" lines and bare e-mails, lower-casing the address', () => {
    expect(readInviteList('Jane Doe <Jane@Example.com>\n"Doe, John" <john@example.com>\nsam@example.com')).toEqual([
      person(1, 'Jane Doe <Jane@Example.com>', 'Jane Doe', 'jane@example.com'),
      person(2, '"Doe, John" <john@example.com>', 'Doe, John', 'john@example.com'),
      person(3, 'sam@example.com', null, 'sam@example.com'),
    ]);
  });

  it('reads CSV rows of name, e-mail and party size, the size counting the invitee', () => {
    expect(readInviteList('Ana,ana@example.com,3\n"Smith, Bo", bo@example.com, 1\nCy,cy@example.com')).toEqual([
      person(1, 'Ana,ana@example.com,3', 'Ana', 'ana@example.com', 2),
      person(2, '"Smith, Bo", bo@example.com, 1', 'Smith, Bo', 'bo@example.com', 0),
      person(3, 'Cy,cy@example.com', 'Cy', 'cy@example.com', 0),
    ]);
  });

  it('skips a header row and blank lines, keeping the pasted line numbers', () => {
    const text = 'Name,Email,Party size\r\n\r\nAna,ana@example.com,2\r\n  \r\n,,\r\nbo@example.com';
    expect(readInviteList(text)).toEqual([
      person(3, 'Ana,ana@example.com,2', 'Ana', 'ana@example.com', 1),
      person(6, 'bo@example.com', null, 'bo@example.com'),
    ]);
  });

  it('reads rows copied from a spreadsheet (tabs) or a semicolon CSV, in any column order', () => {
    expect(readInviteList('ana@example.com\tAna\t4\nBo;bo@example.com;2\ncy@example.com,5')).toEqual([
      person(1, 'ana@example.com\tAna\t4', 'Ana', 'ana@example.com', 3),
      person(2, 'Bo;bo@example.com;2', 'Bo', 'bo@example.com', 1),
      person(3, 'cy@example.com,5', null, 'cy@example.com', 4),
    ]);
  });

  it('says why a line cannot be read', () => {
    const problems = readInviteList(
      [
        'Jane Doe jane.example.com',
        'Ana,ana@example,2',
        'Bo,bo@example.com,0',
        'Cy,cy@example.com,12',
        'Di,di@example.com,2.5',
        'Ed,ed@example.com,fi@example.com',
        '"Gil,gil@example.com',
        'Hal,Hally,hal@example.com',
        `${'N'.repeat(101)},ni@example.com`,
      ].join('\n'),
    ).map(({ line, email, problem }) => ({ line, email, problem }));
    expect(problems).toEqual([
      { line: 1, email: null, problem: 'This line has no e-mail address' },
      { line: 2, email: null, problem: '“ana@example” is not a valid e-mail address' },
      {
        line: 3,
        email: 'bo@example.com',
        problem: 'Party size must be a whole number from 1 to 11: the invitee and up to 10 guests',
      },
      {
        line: 4,
        email: 'cy@example.com',
        problem: 'Party size must be a whole number from 1 to 11: the invitee and up to 10 guests',
      },
      {
        line: 5,
        email: 'di@example.com',
        problem: 'Party size must be a whole number from 1 to 11: the invitee and up to 10 guests',
      },
      { line: 6, email: null, problem: 'This line has more than one e-mail address' },
      { line: 7, email: null, problem: 'A quotation mark on this line is not closed' },
      { line: 8, email: null, problem: 'Expected a name, an e-mail address and a party size' },
      { line: 9, email: 'ni@example.com', problem: 'The name must be 100 characters or fewer' },
    ]);
  });

  it('does not take a first row with an address for a header', () => {
    expect(readInviteList('Email,ana@example.com')).toEqual([
      person(1, 'Email,ana@example.com', 'Email', 'ana@example.com'),
    ]);
  });
});
