import { describe, expect, test } from 'vitest';
import { serverRender } from '../test/render.tsx';
import { RichText } from './RichText.tsx';

function render(blocks: unknown[]) {
  return serverRender(<RichText value={{ time: 1, version: '2.18.0', blocks }} />);
}

describe('RichText', () => {
  test('paragraphs keep their (sanitised) inline HTML', () => {
    const page = render([{ type: 'paragraph', data: { text: 'Hallo <b>wereld</b>' } }]);
    expect(page.$('.wm-richtext p b')?.textContent).toBe('wereld');
    expect(page.text).toBe('Hallo wereld');
  });

  test('headers use their level, clamped to h1-h6', () => {
    const page = render([
      { type: 'header', data: { text: 'Titel', level: 3 } },
      { type: 'header', data: { text: 'Te diep', level: 9 } },
    ]);
    expect(page.$('h3')?.textContent).toBe('Titel');
    expect(page.$('h6')?.textContent).toBe('Te diep');
  });

  test('ordered, unordered and nested lists', () => {
    const page = render([
      { type: 'list', data: { style: 'ordered', items: ['Een', 'Twee'] } },
      { type: 'list', data: { style: 'unordered', items: [{ content: 'Ouder', items: [{ content: 'Kind', items: [] }] }] } },
    ]);
    expect(page.$$('ol > li').map((li) => li.textContent)).toEqual(['Een', 'Twee']);
    expect(page.$('ul > li > ul > li')?.textContent).toBe('Kind');
  });

  test('quote with caption, delimiter, table with headings', () => {
    const page = render([
      { type: 'quote', data: { text: 'Lekker brood', caption: 'Een klant' } },
      { type: 'delimiter', data: {} },
      { type: 'table', data: { withHeadings: true, content: [['Brood', 'Prijs'], ['Wit', '€ 2,50']] } },
    ]);
    expect(page.$('blockquote')?.textContent).toBe('Lekker brood');
    expect(page.$('figcaption')?.textContent).toBe('Een klant');
    expect(page.$('hr')).not.toBeNull();
    expect(page.$$('th').map((cell) => cell.textContent)).toEqual(['Brood', 'Prijs']);
    expect(page.$$('tbody td').map((cell) => cell.textContent)).toEqual(['Wit', '€ 2,50']);
  });

  test('images show with their caption as alt text; unsafe URLs are dropped', () => {
    const page = render([
      { type: 'image', data: { file: { url: '/media/taart.jpg' }, caption: 'Een <i>taart</i>' } },
      { type: 'image', data: { file: { url: 'javascript:alert(1)' }, caption: 'kwaad' } },
    ]);
    const images = page.$$('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('/media/taart.jpg');
    expect(images[0].getAttribute('alt')).toBe('Een taart');
  });

  test('a checklist shows each item ticked or not, to the eye and to screen readers', () => {
    const page = render([
      { type: 'list', data: { style: 'checklist', items: [{ content: 'Deeg', meta: { checked: true }, items: [] }, { content: 'Bakken', meta: { checked: false }, items: [] }] } },
    ]);
    const items = page.$$('ul.wm-checklist > li');
    expect(items.map((li) => li.textContent)).toEqual(['\u2611afgevinkt: Deeg', '\u2610niet afgevinkt: Bakken']);
    expect(items[0].querySelector('[data-checked]')).not.toBeNull();
    expect(items[1].querySelector('[data-checked]')).toBeNull();
  });

  test('raw HTML renders in a sandboxed frame, never in the page, and only when present', () => {
    const page = render([
      { type: 'raw', data: { html: '<div class="custom">Eigen code</div><img src=x onerror=alert(1)>' } },
      { type: 'raw', data: {} },
    ]);
    expect(page.$('.custom')).toBeNull();
    expect(page.$('img')).toBeNull();
    const frames = page.$$('.wm-richtext-raw iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].getAttribute('src')).toBe('/_sandbox/frame.html');
    expect(frames[0].getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frames[0].getAttribute('title')).toBe('Eigen HTML');
  });

  test('an iFrame is an embedded video\'s box: at most 560 px wide', () => {
    const page = render([
      { type: 'iframe', data: { src: 'https://video.example/embed/1' } },
      { type: 'iframe', data: { src: 'https://kaart.example/', height: 600 } },
      { type: 'iframe', data: { src: 'javascript:alert(1)' } },
    ]);
    const boxes = page.$$('.wm-richtext-iframe');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.getAttribute('style')).toBe('max-width:560px');
    // Both are inside the sandbox frame (their markup goes to it once it has loaded).
    expect(boxes.map((box) => box.querySelector('iframe')?.getAttribute('src'))).toEqual(['/_sandbox/frame.html', '/_sandbox/frame.html']);
  });

  test('text of unknown block types is escaped, never inserted as HTML', () => {
    const page = render([{ type: 'warning', data: { text: '<img src=x onerror=alert(1)>Let op' } }]);
    expect(page.$('img')).toBeNull();
    expect(page.text).toContain('<img src=x onerror=alert(1)>Let op');
  });

  test('a string is inline HTML, never parsed as a document; empty values render nothing', () => {
    // A JSON-looking string with \u003c escapes passes any HTML cleaner unchanged; read as
    // a document it would insert a raw block's markup (issue 7).
    const json = '{"blocks":[{"type":"raw","data":{"html":"\\u003cimg src=x onerror=alert(1)\\u003e"}}]}';
    const page = serverRender(<RichText value={json} />);
    expect(page.$('img')).toBeNull();
    expect(page.text).toBe(json);
    expect(serverRender(<RichText value="{kapot" />).text).toBe('{kapot');
    expect(serverRender(<RichText value="   " />).html).toBe('');
    expect(serverRender(<RichText value={{ blocks: [] }} />).html).toBe('');
    expect(serverRender(<RichText value={null} />).html).toBe('');
  });
});
