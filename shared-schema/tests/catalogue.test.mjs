import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  blockCatalogue, blockDefaults, blockSchemas, fieldDefinitions, sectionCatalogue, sectionDefaults,
  sectionSchemas, styleSchema,
} from '../index.js';

const SPEC_IDS = ['dynamic', 'sectionContent', 'contentImage', 'contentImageFullwidth', 'headerOne',
  'headerOneText', 'doubleMenuHeader', 'headerOneSearch', 'headerLogoMiddle', 'MenusOne', 'welcomeOne',
  'columnsOne', 'columnsTwo', 'columnsThree', 'columnsFour', 'columnsFive', 'columnsSix', 'footersTwo',
  'CopyrightCenter', 'logosOne', 'logosSlider', 'masonryGallery', 'blockGalleryThree', 'blockGalleryFour',
  'blockGalleryFive', 'sectionTitle', 'headerTopBar', 'breadcrumbsOne', 'passwordLogin',
  'webshopCategoriesOne', 'webshopProductsOne', 'webshopShoppingcart', 'webshopCheckout', 'webshopThankyou',
  'PageNotFound', 'templatePartial'];
const GROUPS = ['Inhoud', 'Header', 'Navigaties', 'Webwinkel', 'Banners', 'Uitgelichte blokken', "Logo's",
  'Kolommen', 'Footer', 'Copyright', 'Klik acties', 'Globaal', 'Notificaties', 'Gallerijen', 'Formulieren',
  'Broodkruimels', 'Titels', 'Inloggen', 'Pagina niet gevonden', 'Templates'];
const BLOCK_TYPES = ['text', 'columns', 'grid', 'image', 'gallery', 'button', 'conditional', 'slider', 'review',
  'form', 'accordion', 'embed', 'products', 'productcategories', 'addtocart', 'threedmodel', 'savedcontent',
  'customcode'];

const field = (schema, key) => fieldDefinitions(schema).find((f) => f.key === key);
const maxFiles = (schema, key) => field(schema, key).settings.maxFiles;

test('every template id of the spec has a schema; groups come from the spec list', () => {
  for (const id of SPEC_IDS) assert.ok(sectionSchemas[id], id);
  for (const entry of sectionCatalogue()) {
    for (const group of entry.groups) assert.ok(GROUPS.includes(group), `${entry.id}: ${group}`);
  }
  for (const group of GROUPS) assert.ok(sectionCatalogue().some((e) => e.groups.includes(group)), group);
  assert.deepEqual(Object.keys(blockSchemas).sort(), [...BLOCK_TYPES].sort());
  assert.ok(sectionCatalogue().some((e) => e.disabled));
});

test('column sections: padding 13, primary background, white text, rich-text blocks', () => {
  const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
  names.forEach((name, index) => {
    const meta = sectionDefaults(`columns${name}`);
    assert.equal(meta.padding_top, '13');
    assert.equal(meta.padding_bottom, '13');
    assert.equal(meta.section_bg_color, 'primary-500');
    assert.equal(meta.section_text_color, 'text-white');
    for (let i = 1; i <= index + 1; i += 1) assert.equal(meta[`block${i}`].version, '2.18.0');
    assert.equal(meta[`block${index + 2}`], undefined);
  });
  assert.equal(sectionDefaults('columnsOne').sidebar.version, '2.18.0');
  const three = sectionSchemas.columnsThree;
  for (const i of [1, 2, 3]) {
    assert.equal(field(three, `hide_${i}`).default, '0');
    assert.deepEqual(field(three, `block_${i}_image`).settings, { maxFiles: 1, maxWidth: 1400, maxHeight: 1400 });
  }
});

test('spec constants of the other sections', () => {
  assert.equal(sectionDefaults('welcomeOne').padding_top, '14');
  const cta = sectionDefaults('callToAction');
  assert.deepEqual([cta.button_title, cta.button_link, cta.color, cta.padding_top], ['Titel', '/', 'primary-500', '6']);
  const divider = sectionDefaults('divider');
  assert.deepEqual([divider.height, divider.color], ['1', 'primary-500']);
  const note = sectionDefaults('notification');
  assert.deepEqual([note.color, note.padding_top], ['secondary-500', '5']);
  assert.equal(field(sectionSchemas.notification, 'color').type, 'dashboard_color_palette');
  const images = sectionDefaults('imageTextThree');
  assert.deepEqual([images.image_height, images.section_bg_color, images.section_text_color, images.padding_top],
    ['40', 'white', 'text-dark', '13']);
  assert.equal(sectionDefaults('imageTextTwo').content_three_image, undefined);
  assert.equal(sectionDefaults('formContent').padding_top, '20');
  const bg = sectionDefaults('backgroundSection');
  assert.deepEqual([bg.section_bg_image_size, bg.section_bg_image_align, bg.section_min_height], ['bg-cover', 'bg-center', '40']);
  assert.equal(sectionDefaults('sectionContent').padding_top, '20');
  const top = sectionDefaults('headerTopBar');
  assert.deepEqual([top.section_border_color, top.padding_top, top.padding_bottom], ['border-primary-500', '0', '0']);
  const title = sectionDefaults('sectionTitle');
  assert.deepEqual([title.font_tag, title.padding_top], ['h1', '10']);
  const content = sectionDefaults('contentImage');
  assert.deepEqual([content.image_height, content.section_min_height, content.padding_top], ['96', '40', '13']);
  const logos = sectionDefaults('logosOne');
  assert.equal(logos.logo_height, '40');
  assert.equal(maxFiles(sectionSchemas.logosOne, 'logo_image'), 40);
  const slider = sectionDefaults('logosSlider');
  assert.deepEqual([slider.autoplay_speed, slider.per_slide, slider.mobile_per_slide], ['1500', '5', '1']);
  assert.equal(maxFiles(sectionSchemas.logosSlider, 'logo_image'), 40);
  for (const id of ['masonryGallery', 'blockGalleryThree', 'blockGalleryFour', 'blockGalleryFive']) {
    assert.deepEqual([sectionDefaults(id).logo_height, sectionDefaults(id).padding_top], ['8', '20'], id);
  }
  assert.equal(maxFiles(sectionSchemas.masonryGallery, 'logo_image'), 10);
  assert.equal(maxFiles(sectionSchemas.blockGalleryFive, 'logo_image'), 40);
  assert.equal(maxFiles(sectionSchemas.featuredImages, 'images_image'), 3);
  assert.equal(maxFiles(sectionSchemas.headerOne, 'logo_image'), 1);
  assert.equal(sectionDefaults('doubleMenuHeader').logo_height, '10');
});

test('block defaults follow the spec', () => {
  const slider = blockDefaults('slider');
  assert.deepEqual([slider.autoplay, slider.autoplay_speed, slider.infinite, slider.transition_speed,
    slider.swipe_distance, slider.throttle, slider.mobile_quantity, slider.desktop_quantity],
  ['0', '3500', '1', '300', '50', '500', '1', '1']);
  const gallery = blockDefaults('gallery');
  assert.deepEqual([gallery.columns, gallery.column_spacing], ['3', '4']);
  assert.equal(blockDefaults('grid').column_spacing, '6');
  assert.equal(blockDefaults('productcategories').columns, '4');
  assert.deepEqual(fieldDefinitions(blockSchemas.accordion).find((f) => f.key === 'type').options.map((o) => o.value),
    ['primary', 'secondary', 'default']);
});

test('developer-only content is flagged', () => {
  const developer = blockCatalogue().filter((e) => e.developer).map((e) => e.id).sort();
  assert.deepEqual(developer, ['customcode', 'embed']);
  assert.equal(field(blockSchemas.embed, 'code').developer, true);
  for (const key of ['html', 'script', 'css']) {
    assert.equal(field(blockSchemas.customcode, `developer_custom_code_${key}`).developer, true);
  }
});

test('slots are declared for container blocks', () => {
  const slots = Object.fromEntries(blockCatalogue().map((e) => [e.id, e.slots ?? e.slot_pattern]));
  assert.deepEqual(slots.columns, ['item_one', 'item_two', 'item_three', 'item_four', 'item_five', 'item_six']);
  assert.deepEqual(slots.accordion, ['accordion_content']);
  assert.match('collection_item_ab12', new RegExp(`^${slots.grid}$`));
});

test('style catalogue: background image max 1 file of 1400x1400', () => {
  assert.deepEqual(field(styleSchema, 'background_image').settings, { maxFiles: 1, maxWidth: 1400, maxHeight: 1400 });
  const keys = fieldDefinitions(styleSchema).map((f) => f.key);
  for (const key of ['text_color', 'background_color', 'font_family', 'font_size', 'text_shadow', 'alignment',
    'width', 'height', 'padding_top', 'margin_left', 'border_width', 'border_color', 'radius', 'shadow',
    'opacity', 'z_index', 'hide_on_mobile', 'overflow_hidden', 'div_id', 'div_class']) {
    assert.ok(keys.includes(key), key);
  }
});
