import { describeUpdate } from './describe-update';
import { renderUpdate } from './render-update';

describe('renderUpdate', () => {
  it('renders a link and a list to HTML and to plain text', () => {
    const { html, text } = renderUpdate(
      'We shipped **the first court**.\n\n- Dunks\n- Blocks\n\nRead [the notes](https://d1gang.com/notes).',
    );
    expect(html).toBe(
      '<p>We shipped <strong>the first court</strong>.</p>\n<ul>\n<li>Dunks</li>\n<li>Blocks</li>\n</ul>\n<p>Read <a href="https://d1gang.com/notes">the notes</a>.</p>',
    );
    expect(text).toBe('We shipped the first court.\n\n- Dunks\n- Blocks\n\nRead the notes (https://d1gang.com/notes).');
  });

  it('keeps raw HTML as text and drops links that are not http(s) or mailto', () => {
    const { html } = renderUpdate(
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>[click](javascript:alert(1)) &lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(renderUpdate('[y](data:text/html,hi) [z](vbscript:x)').html).not.toMatch(/<a /);
  });

  it('shows no image or table, and keeps relative links as text', () => {
    // An image is not in the subset: its address stays a link, after the "!".
    expect(renderUpdate('![court](https://x.test/a.png)').html).toBe(
      '<p>!<a href="https://x.test/a.png">court</a></p>',
    );
    expect(renderUpdate('| a |\n|---|\n| b |').html).not.toMatch(/<table/);
    expect(renderUpdate('[wall](/wall)').html).toBe('<p>[wall](/wall)</p>');
  });

  it('writes ordered lists, quotes, code, rules and bare addresses as plain text', () => {
    const { text } = renderUpdate(
      '## Patch 0.2\n\n3. Passing\n4. Shooting\n   on the move\n\n> Ball is life\n\n```\nnpm start\n```\n\n---\n\nSee https://d1gang.com or [mail us](mailto:team@d1gang.com).',
    );
    expect(text).toBe(
      'Patch 0.2\n\n3. Passing\n4. Shooting\n   on the move\n\n> Ball is life\n\nnpm start\n\n---\n\nSee https://d1gang.com or mail us (mailto:team@d1gang.com).',
    );
  });

  it('starts body headings a level below the subject', () => {
    expect(renderUpdate('# Court day').html).toBe('<h2>Court day</h2>');
    expect(renderUpdate('###### Small print').html).toBe('<h4>Small print</h4>');
  });
});

describe('describeUpdate', () => {
  it('keeps a short text whole and cuts a long one at a word', () => {
    expect(describeUpdate('Short  and\nsweet.', 155)).toBe('Short and sweet.');
    expect(describeUpdate('one two three four five six', 14)).toBe('one two three…');
  });

  it('keeps the words only: no list markers, quote marks, rules or link addresses', () => {
    const { text } = renderUpdate(
      'Court day.\n\n- Dunks\n- Blocks\n\n> Ball is life\n\n---\n\nRead [the notes](https://d1gang.com/notes).',
    );
    expect(describeUpdate(text, 155)).toBe('Court day. Dunks Blocks Ball is life Read the notes.');
  });
});
