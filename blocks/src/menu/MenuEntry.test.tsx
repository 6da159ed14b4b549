import { describe, expect, test } from 'vitest';
import { serverRender } from '../test/render.tsx';
import { MenuEntry } from './MenuEntry.tsx';

describe('menu text item', () => {
  test('its text is inline HTML, even when it looks like an Editor.js document', () => {
    // \u003c escapes pass an HTML cleaner; parsed as a document this was a raw block.
    const text = '{"blocks":[{"type":"raw","data":{"html":"\\u003cimg src=x onerror=alert(1)\\u003e\\u003cscript\\u003ealert(2)\\u003c/script\\u003e"}}]}';
    const page = serverRender(<MenuEntry item={{ id: 'tip', label: '', item_type: 'text', text }} currentPath="/" />);
    expect(page.$('img')).toBeNull();
    expect(page.$('script')).toBeNull();
    expect(page.$('.wm-menu-text p')?.textContent).toBe(text);
  });

  test('formatting in the text is kept', () => {
    const item = { id: 'tip', label: '', item_type: 'text', text: '<b>Tip:</b> bestel op tijd.' };
    const page = serverRender(<MenuEntry item={item} currentPath="/" />);
    expect(page.$('.wm-menu-text b')?.textContent).toBe('Tip:');
    expect(page.text).toBe('Tip: bestel op tijd.');
  });
});
