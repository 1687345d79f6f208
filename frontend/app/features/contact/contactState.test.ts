import {
  contactReducer,
  initialContactState,
  submitAttempts,
  type ContactAction,
  type ContactState,
} from './contactState';

const run = (actions: ContactAction[], from: ContactState = initialContactState) =>
  actions.reduce(contactReducer, from);

describe('the click counter', () => {
  it('counts every Submit press, and the presses on the form now shown', () => {
    const state = run([{ kind: 'open', type: 'general' }, { kind: 'submitPressed' }, { kind: 'submitPressed' }]);
    expect(state.submitPresses).toBe(2);
    expect(submitAttempts(state)).toBe(2);
  });

  it('counts the press the daily limit turns away, and the next form starts without attempts', () => {
    const state = run([
      { kind: 'open', type: 'general' },
      { kind: 'submitPressed' },
      { kind: 'finish', severity: 'error', message: 'limit' },
      { kind: 'closed' },
    ]);
    expect(state).toMatchObject({ open: false, submitPresses: 1 });
    expect(submitAttempts(state)).toBe(0);
    const again = run([{ kind: 'open', type: 'general' }, { kind: 'submitPressed' }], state);
    expect(again.submitPresses).toBe(2);
    expect(submitAttempts(again)).toBe(1);
  });

  it('starts a blank form without attempts on close and on a switch of type, not on a repeated open', () => {
    const pressed = run([{ kind: 'open', type: 'general' }, { kind: 'submitPressed' }]);
    expect(submitAttempts(run([{ kind: 'open', type: 'general' }], pressed))).toBe(1);
    expect(submitAttempts(run([{ kind: 'open', type: 'contributor' }], pressed))).toBe(0);
    const closed = run([{ kind: 'close' }], pressed);
    expect(submitAttempts(closed)).toBe(0);
    expect(closed.submitPresses).toBe(1);
  });
});
