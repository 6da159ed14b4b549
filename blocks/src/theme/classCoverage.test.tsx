/**
 * Every class the components put in the HTML must exist in the site's stylesheet.
 * Tailwind only generates classes it finds in the sources SSR scans (blocks/src and
 * shared-schema/generated/classes.txt), so a class built at runtime from a value
 * must appear in one of them, and it must be a real Tailwind utility.
 */
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { expect, test } from 'vitest';
import { menus, project } from '../test/fixtures.ts';
import { block, renderSections, richText } from '../test/render.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '..');
const require = createRequire(import.meta.url);

async function sourceText(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.parentPath.includes(`${path.sep}test`));
  return (await Promise.all(files.map((e) => readFile(path.join(e.parentPath, e.name), 'utf8')))).join('\n');
}

function renderedClasses(): Set<string> {
  const codes = ['1', '2', '3', '4', '41', '42', '5', '6', '7', '8', '9', '10', '11', '12'];
  const page = renderSections(
    [
      { id: 'a', template: 'headerOne', meta: { main_menu_menu: 'main', fixed_element: '1', show_text_header: '1', mobilenumber: '0612345678', whatsappnumber: '31612345678', menu_fontsize: 'text-lg', mobile_fullwidth_logo: '1' } },
      { id: 'b', template: 'headerOne', meta: { mobile_menulabel: '1', mobilenumber_font: '1', logo_height: '16', logo_height_mobile: '8' } },
      {
        id: 'c',
        template: 'dynamic',
        meta: { section_bg_color: 'primary-500', section_text_color: 'text-white', padding_top: '13', padding_bottom: '0', max_width: 'max-w-screen-lg' },
        blocks: [
          ...codes.map((columns) => block('columns', { columns, column_spacing: '8', column_spacing_mobile: '2', align_wrapper: 'items-center' }, { slots: { item_one: [block('text', { data: richText('x') })] } })),
          block('columns', { columns: '6', flex_direction: 'flex-row-reverse', flex_direction_mobile: 'flex-row' }),
          block('columns', { columns: '3', auto_width: '1', reverse_columns_mobile: '1' }),
          ...['primary', 'secondary', 'default'].map((type) => block('button', { type, align: 'center', mobile_align: 'right' })),
          block('button', { url: '/elders', image_url: '/x.png', radius: 'rounded-lg' }),
          block('text', {}, { style: { padding_top: '10', margin_bottom_mobile: '4', background_color: 'secondary-100', text_color: 'text-dark', border_width: 'border-2', border_color: 'gray-300', radius: 'rounded-xl', shadow: 'shadow-lg', opacity: 'opacity-75', z_index: 'z-10', hide_on_mobile: '1', overflow_hidden: '1', font_family: 'font-primary', font_size: 'text-xl', alignment: 'text-center', text_shadow: 'text-shadow', width: 'w-1/2', height: '40', background_image: '/bg.jpg' } }),
        ],
      },
      { id: 'd', template: 'passwordLogin', meta: {} },
      { id: 'e', template: 'footersTwo', meta: { facebook_link: 'https://facebook.com/x' } },
      { id: 'f', template: 'PageNotFound', meta: {} },
      ...['webshopCategoriesOne', 'webshopProductsOne', 'webshopShoppingcart', 'webshopCheckout', 'webshopThankyou'].map((template) => ({ id: template, template, meta: {} })),
    ],
    {
      project,
      menus,
      currentPath: '/',
      editable: false,
      page: {
        path: '/',
        custom_fields: {
          title: 'Product', main_image: '/p.jpg', sub_images: '/q.jpg|/r.jpg', short_description: 'Kort', description: 'Lang', extra_description: 'Extra', extra_description_right: 'Rechts',
          id: 'p', layout: '2', price: { incl_tax: 10, excl_tax: 8.26 }, sale_price: { incl_tax: 9, excl_tax: 7.44 }, vat_rate: 21,
          enable_checkout: true, enable_quote: true, enable_form: true, enable_affiliate: true, affiliate_link: 'https://partner.example',
          options: ['text', 'number', 'textarea', 'select', 'checkbox', 'calculation'].map((layout) => ({ title: layout, layout, price: '1', help: 'Hulp', show_calculations: true, exclude_from_total: layout === 'checkbox', options: [{ title: 'A', price: '1' }] })),
        },
      },
    },
  );
  const classes = new Set<string>();
  for (const element of page.$$('[class]')) {
    for (const token of element.getAttribute('class')!.split(/\s+/)) if (token) classes.add(token);
  }
  return classes;
}

test('rendered classes are real Tailwind utilities that the SSR sources contain', async () => {
  const classes = [...renderedClasses()].filter((name) => !name.startsWith('wm-'));
  expect(classes.length).toBeGreaterThan(100);

  const sources = await sourceText(srcDir);
  const classesTxt = await readFile(require.resolve('@site/shared-schema/generated/classes.txt'), 'utf8');
  const listed = new Set(classesTxt.split('\n').map((line) => line.trim()));
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const unscanned = classes.filter(
    (name) => !listed.has(name) && !new RegExp(`(^|[\\s'"\`{(])${escape(name)}(?=[\\s'"\`})]|$)`, 'm').test(sources),
  );
  expect(unscanned).toEqual([]);

  const compiler = await compile('@import "tailwindcss";\n@import "./theme.css";', {
    base: here,
    loadStylesheet: async (id, base) => {
      const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
    },
  });
  const css = compiler.build(classes);
  const cssEscape = (name: string) => name.replace(/[:/.[\]()%#]/g, (char) => `\\${char}`);
  const missing = classes.filter((name) => !css.includes(`.${cssEscape(name)}`));
  expect(missing).toEqual([]);
});
