/**
 * THE list of section templates: one line per template, exported under its template
 * id (the name of shared-schema/sections/<id>.schema.json). Keep it sorted.
 */
export { default as CopyrightCenter } from '../sections/CopyrightCenter/index.tsx';
export { default as MenusOne } from '../sections/MenusOne/index.tsx';
export { default as PageNotFound } from '../sections/PageNotFound/index.tsx';
export { default as backgroundSection } from '../sections/backgroundSection/index.tsx';
export { default as blockGalleryFive } from '../sections/blockGalleryFive/index.tsx';
export { default as blockGalleryFour } from '../sections/blockGalleryFour/index.tsx';
export { default as blockGalleryThree } from '../sections/blockGalleryThree/index.tsx';
export { default as breadcrumbsOne } from '../sections/breadcrumbsOne/index.tsx';
export { default as callToAction } from '../sections/callToAction/index.tsx';
export { default as columnsFive } from '../sections/columnsFive/index.tsx';
export { default as columnsFour } from '../sections/columnsFour/index.tsx';
export { default as columnsOne } from '../sections/columnsOne/index.tsx';
export { default as columnsSix } from '../sections/columnsSix/index.tsx';
export { default as columnsThree } from '../sections/columnsThree/index.tsx';
export { default as columnsTwo } from '../sections/columnsTwo/index.tsx';
export { default as contentImage } from '../sections/contentImage/index.tsx';
export { default as contentImageFullwidth } from '../sections/contentImageFullwidth/index.tsx';
export { default as divider } from '../sections/divider/index.tsx';
export { default as doubleMenuHeader } from '../sections/doubleMenuHeader/index.tsx';
export { default as dynamic } from '../sections/dynamic/index.tsx';
export { default as featuredImages } from '../sections/featuredImages/index.tsx';
export { default as footersTwo } from '../sections/footersTwo/index.tsx';
export { default as formContent } from '../sections/formContent/index.tsx';
export { default as headerLogoMiddle } from '../sections/headerLogoMiddle/index.tsx';
export { default as headerOne } from '../sections/headerOne/index.tsx';
export { default as headerOneSearch } from '../sections/headerOneSearch/index.tsx';
export { default as headerOneText } from '../sections/headerOneText/index.tsx';
export { default as headerTopBar } from '../sections/headerTopBar/index.tsx';
export { default as imageTextThree } from '../sections/imageTextThree/index.tsx';
export { default as imageTextTwo } from '../sections/imageTextTwo/index.tsx';
export { default as logosOne } from '../sections/logosOne/index.tsx';
export { default as logosSlider } from '../sections/logosSlider/index.tsx';
export { default as marketingTiles } from '../sections/marketingTiles/index.tsx';
export { default as masonryGallery } from '../sections/masonryGallery/index.tsx';
export { default as notification } from '../sections/notification/index.tsx';
export { default as passwordLogin } from '../sections/passwordLogin/index.tsx';
export { default as sectionContent } from '../sections/sectionContent/index.tsx';
export { default as sectionTitle } from '../sections/sectionTitle/index.tsx';
export { default as templatePartial } from '../sections/templatePartial/index.tsx';
export { default as welcomeOne } from '../sections/welcomeOne/index.tsx';
