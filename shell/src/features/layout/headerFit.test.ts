import { headerFit, type BarWidths } from './headerFit';

// A member's bar at 1280 px: 1232 px inside its padding, as measured in Chromium (English links).
const member: BarWidths = { available: 1232, logo: 192, menu: 662, actions: 198, name: 101, gap: 16 };

describe('how much the header bar shows', () => {
  it('shows every part when they fit on one line', () => {
    expect(headerFit(member)).toBe('full');
  });

  it('leaves the name to the account button when the links and the balance fit without it', () => {
    expect(headerFit({ ...member, menu: 790 })).toBe('compact');
    expect(headerFit({ ...member, name: 169, menu: 700 })).toBe('compact');
  });

  it('folds the menu into the drawer when even the balance alone does not leave room for the links', () => {
    expect(headerFit({ ...member, menu: 877 })).toBe('folded');
  });

  it('gives a visitor, who has no account button, the room it takes', () => {
    expect(headerFit({ ...member, menu: 1000, actions: 0, name: 0 })).toBe('full');
    expect(headerFit({ ...member, menu: 1030, actions: 0, name: 0 })).toBe('folded');
  });

  it('shows every part when they fill the bar to the pixel, and not one pixel more', () => {
    const exact = { ...member, menu: 1232 - 192 - 16 - 16 - 198 - 101 };
    expect(headerFit(exact)).toBe('full');
    expect(headerFit({ ...exact, menu: exact.menu + 1 })).toBe('compact');
  });
});
