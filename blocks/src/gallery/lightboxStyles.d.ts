/** The viewer's stylesheets are plain CSS side-effect imports, bundled by Vite. */
declare module 'yet-another-react-lightbox/styles.css';
declare module 'yet-another-react-lightbox/plugins/counter.css';
