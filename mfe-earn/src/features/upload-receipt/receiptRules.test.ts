import { checkSelection, planUpload } from './receiptRules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB = 1024 * 1024;

describe('receipt selection', () => {
  it('accepts up to 5 jpeg, jpg, png or pdf files of at most 5 MB', () => {
    expect(
      checkSelection([file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.pdf', 'application/pdf')]),
    ).toBeNull();
    expect(checkSelection([file('a.jpeg', 'image/jpeg', 5 * MB)])).toBeNull();
    expect(checkSelection(Array.from({ length: 6 }, (_, n) => file(`${n}.jpg`, 'image/jpeg')))).toBe('tooMany');
    expect(checkSelection([file('a.gif', 'image/gif')])).toBe('invalidType');
    expect(checkSelection([file('a.svg', 'image/svg+xml')])).toBe('invalidType');
    expect(checkSelection([file('a.pdf', 'image/png')])).toBe('invalidType');
    expect(checkSelection([file('a.png', 'image/png', 5 * MB + 1)])).toBe('tooBig');
  });

  it('sends a PDF when one is chosen, one image as it is, several images merged', () => {
    const pdf = file('r.pdf', 'application/pdf');
    const [a, b] = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')];
    expect(planUpload([a, pdf, b])).toEqual({ kind: 'single', file: pdf });
    expect(planUpload([a])).toEqual({ kind: 'single', file: a });
    expect(planUpload([a, b])).toEqual({ kind: 'merge', images: [a, b] });
  });
});
