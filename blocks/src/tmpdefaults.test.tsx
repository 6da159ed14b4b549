import { expect, test, vi } from 'vitest';
import { renderSection, renderBlocks, block } from './test/render.tsx';
const ids = ['CopyrightCenter','backgroundSection','callToAction','columnsFive','columnsFour','columnsOne','columnsSix','columnsThree','columnsTwo','contentImage','contentImageFullwidth','divider','featuredImages','formContent','imageTextThree','imageTextTwo','marketingTiles','notification','sectionContent','templatePartial','welcomeOne'];
test.each(ids)('%s', (id) => {
  const err = vi.spyOn(console, 'error');
  for (const editable of [false, true]) {
    const p = renderSection(id, {}, { editable });
    expect(p.html).not.toContain('kon niet worden weergegeven');
  }
  expect(err).not.toHaveBeenCalled();
});
test('form block', () => {
  for (const editable of [false, true]) expect(renderBlocks([block('form', {})], { editable }).html).not.toContain('kon niet');
});
