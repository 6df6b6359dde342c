import { resetAfter, SAVE_STATUS_TEXT, shouldSave } from './save-status';

describe('Settings auto-save (spec sections 4 and 5)', () => {
  it('shows Saving..., Saved and Save failed', () => {
    expect(SAVE_STATUS_TEXT).toEqual({ idle: '', saving: 'Saving...', saved: 'Saved', error: 'Save failed' });
  });

  it('goes back to idle 2 s after Saved and 3 s after Save failed', () => {
    expect(resetAfter('saved')).toBe(2000);
    expect(resetAfter('error')).toBe(3000);
    expect(resetAfter('saving')).toBeNull();
  });

  it('saves only a changed value', () => {
    expect(shouldSave('Party', 'Party')).toBe(false);
    expect(shouldSave(' Party ', 'Party')).toBe(false);
    expect(shouldSave('Big Party', 'Party')).toBe(true);
  });

  it('never saves a required text emptied, but lets an optional one be cleared', () => {
    expect(shouldSave('', 'Party')).toBe(false);
    expect(shouldSave('', 'Lisbon', true)).toBe(true);
    expect(shouldSave('', null, true)).toBe(false);
  });
});
