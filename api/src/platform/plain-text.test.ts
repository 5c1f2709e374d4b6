import { plainText, textLines } from './plain-text';

describe('plainText', () => {
  test('keeps the words of formatted text and no space before punctuation after a tag', () => {
    expect(plainText('<p>It ships <b>today</b>.</p>')).toBe('It ships today.');
  });

  test('separates paragraphs and list items, without bullets or link addresses', () => {
    expect(
      plainText(
        '<p>Checked.</p><ul><li>Receipt approved</li><li>60 points</li></ul><p>See <a href="https://x.example/faq">the FAQ</a>.</p>',
      ),
    ).toBe('Checked. Receipt approved 60 points See the FAQ.');
  });

  test('decodes entities, so the text reads as written', () => {
    expect(plainText('Tom &amp; Jerry&nbsp;&eacute;t&eacute; &lt;3 &quot;hi&quot;')).toBe('Tom & Jerry été <3 "hi"');
  });

  test('leaves out what a browser would not show: scripts, styles and pictures', () => {
    expect(plainText('<style>p{color:red}</style>Hi<script>alert(1)</script><img src=x onerror=alert(2)> there')).toBe(
      'Hi there',
    );
  });

  test('keeps headings as written and table cells apart', () => {
    expect(plainText('<h2>Watch &amp; earn</h2><table><tr><td>a</td><td>b</td></tr></table>')).toBe('Watch & earn a b');
  });
});

describe('textLines', () => {
  it('puts each block, list item and break on a line of its own, without markup or blank lines', () => {
    expect(
      textLines('<p>Hello, <b>Ann</b>.</p><ul><li>one</li><li>two</li></ul><p>Bye<br>Sam</p><script>x()</script>'),
    ).toEqual(['Hello, Ann.', 'one', 'two', 'Bye', 'Sam']);
  });
});
